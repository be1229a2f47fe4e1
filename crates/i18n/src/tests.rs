use super::*;

/// The message ids of a catalogue.
fn ids(lang: Lang) -> Vec<String> {
    lang.source()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with(' '))
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim().to_string()))
        .collect()
}

/// The variables of English message `id`: "level" for `{ $level }`.
fn variables(id: &str) -> Vec<String> {
    let head = format!("{id} = ");
    let mut lines = Lang::En.source().lines();
    let Some(first) = lines.by_ref().find(|l| l.starts_with(&head)) else {
        panic!("{id} is not in English");
    };
    // A message goes on over the lines that start with a space or close a
    // selector.
    let text: Vec<&str> = std::iter::once(first)
        .chain(lines.take_while(|l| l.starts_with(' ') || l.starts_with('}')))
        .collect();
    let mut names: Vec<String> = text
        .join("\n")
        .split("{ $")
        .skip(1)
        .map(|s| {
            s.chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect()
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn every_catalogue_has_every_english_message_and_parses() {
    let english = ids(Lang::En);
    assert!(english.len() > 200);
    for lang in Lang::ALL {
        // Every message id in every language, in the same order, so that a
        // missing one fails here with its language.
        let own = ids(lang);
        for id in &english {
            assert!(own.contains(id), "{} lacks {id}", lang.code());
        }
        assert_eq!(own, english, "{} differs from English", lang.code());
        let resource = FluentResource::try_new(lang.source().to_string());
        assert!(resource.is_ok(), "{} does not parse", lang.code());
        for id in &english {
            let names = variables(id);
            let args: Vec<(&str, &str)> = names.iter().map(|n| (n.as_str(), "2")).collect();
            // Formatted without errors, and not the id itself.
            let text = format(lang, id, &args).unwrap_or_else(|| panic!("{} {id}", lang.code()));
            assert_ne!(&text, id);
        }
    }
}

#[test]
fn plurals_follow_each_language() {
    let files = |lang: Lang, k: &str| lang.text_with("marks-unmarked", &[("count", k)]);
    assert_eq!(files(Lang::En, "1"), "1 file not marked");
    assert_eq!(files(Lang::En, "3"), "3 files not marked");
    assert_eq!(files(Lang::Sk, "3"), "3 súbory nehodnotené");
    assert_eq!(files(Lang::Sk, "5"), "5 súborov nehodnotených");
    assert_eq!(files(Lang::Ru, "2"), "2 файла не проверены");
    assert_eq!(files(Lang::Hr, "21"), "21 datoteka nije ocijenjena");
}

#[test]
fn tags_as_offices_give_them() {
    assert_eq!(Lang::from_tag("hr-HR"), Some(Lang::Hr));
    assert_eq!(Lang::from_tag("de_AT.UTF-8"), Some(Lang::De));
    assert_eq!(Lang::from_tag("RU"), Some(Lang::Ru));
    assert_eq!(Lang::from_tag("fr-FR"), None);
    assert!("fr"
        .parse::<Lang>()
        .unwrap_err()
        .contains("en, sk, cs, hr, de, it, ru"));
}

#[test]
fn a_message_with_variables_in_slovak_and_croatian() {
    assert_eq!(
        Lang::Sk.text_with(
            "worksheet-level",
            &[("level", &Lang::Sk.text("level-hard"))]
        ),
        "Úroveň: ťažká"
    );
    assert_eq!(
        Lang::Hr.text_with("units-and", &[("list", "redak, stupac"), ("last", "blok")]),
        "redak, stupac i blok"
    );
    assert_eq!(Lang::It.text("no-such-message"), "no-such-message");
}

#[test]
fn validation_texts_fit_excels_limits() {
    // Excel refuses a data validation whose title is over 32 characters
    // or whose message is over 255: the .xlsx would not be written.
    for lang in Lang::ALL {
        let title = lang.text("check-not-a-digit");
        assert!(title.chars().count() <= 32, "{lang:?}: '{title}'");
        let message = lang.text_with("check-enter-digit", &[("n", "16")]);
        assert!(message.chars().count() <= 255, "{lang:?}: '{message}'");
    }
}
