use super::*;

/// The message ids of a catalogue.
fn ids(lang: Lang) -> Vec<String> {
    lang.source()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with(' '))
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim().to_string()))
        .collect()
}

#[test]
fn every_catalogue_has_every_english_message_and_parses() {
    let english = ids(Lang::En);
    assert!(english.len() > 30);
    for lang in Lang::ALL {
        assert_eq!(ids(lang), english, "{} differs from English", lang.code());
        for id in &english {
            let args = [
                ("level", "x"),
                ("n", "9"),
                ("units", "x"),
                ("legend", "x"),
                ("solved", "x"),
                ("list", "x"),
                ("last", "x"),
                ("count", "2"),
                ("cells", "x"),
                ("givens", "3"),
            ];
            // Formatted without errors, and not the id itself.
            let text = format(lang, id, &args).unwrap_or_else(|| panic!("{} {id}", lang.code()));
            assert_ne!(&text, id);
        }
    }
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
