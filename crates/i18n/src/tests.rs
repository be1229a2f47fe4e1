use super::*;

/// The message ids of a catalogue.
fn ids(lang: Lang) -> Vec<String> {
    lang.message_ids()
}

/// The variables of English message `id`: "level" for `{ $level }`.
fn variables(id: &str) -> Vec<String> {
    // "id = text", or "id =" alone with the text on the lines below.
    let (head, alone) = (format!("{id} = "), format!("{id} ="));
    let mut lines = Lang::En.source().lines();
    let Some(first) = lines
        .by_ref()
        .find(|l| l.starts_with(&head) || l.trim_end() == alone)
    else {
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
    assert_eq!(files(Lang::Hr, "21"), "21 datoteka nije provjerena");
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

#[test]
fn the_extensions_words_are_in_every_catalogue_as_they_stand() {
    // The Calc extension shows its ext-* messages without the program, so
    // none may take a variable, and every language has each one.
    let english = plain_messages(Lang::En, "ext-").unwrap();
    assert!(english.len() > 50, "{} ext- messages", english.len());
    for lang in Lang::ALL {
        let own_ids: Vec<String> = ids(lang)
            .into_iter()
            .filter(|id| id.starts_with("ext-"))
            .collect();
        let words = plain_messages(lang, "ext-").unwrap();
        let exported: Vec<String> = words.iter().map(|(id, _)| id.clone()).collect();
        assert_eq!(own_ids, exported, "{}", lang.code());
        assert!(words.iter().all(|(_, text)| !text.trim().is_empty()));
    }
    // Translated, not English left in place.
    let solve = |lang: Lang| lang.plain_text("ext-menu-solve").unwrap();
    assert_eq!(solve(Lang::En), "Solve this puzzle");
    assert_eq!(solve(Lang::Sk), "Vyriešiť toto zadanie");
    for lang in &Lang::ALL[1..] {
        assert_ne!(solve(*lang), solve(Lang::En), "{}", lang.code());
    }
    // A message with a variable is refused by name.
    let refused = plain_messages(Lang::Sk, "report-").unwrap_err();
    assert!(
        refused
            .to_string()
            .contains("report-verdict-keep-going-right"),
        "{refused}"
    );
    assert_eq!(refused.id, "report-verdict-keep-going-right");
}

#[test]
fn the_check_dialogs_lines_take_their_plurals() {
    let left = |lang: Lang, k: &str| lang.text_with("report-verdict-keep-going", &[("left", k)]);
    assert_eq!(
        left(Lang::En, "1"),
        "keep going (1 cell to fill, no rule broken so far)"
    );
    assert_eq!(
        left(Lang::En, "12"),
        "keep going (12 cells to fill, no rule broken so far)"
    );
    assert!(left(Lang::Sk, "3").contains("3 políčka"));
    assert!(left(Lang::Sk, "7").contains("7 políčok"));
    let wrong = |lang: Lang, k: &str| {
        lang.text_with("report-wrong-digits", &[("count", k), ("cells", "A1")])
    };
    assert_eq!(wrong(Lang::Hr, "1"), "pogrešna znamenka: A1");
    assert_eq!(wrong(Lang::Hr, "21"), "pogrešne znamenke: A1");
}

#[test]
fn slovak_counts_agree_with_one_two_to_four_and_five_or_more() {
    let solved = |k: &str| Lang::Sk.text_with("marks-count-solved", &[("count", k)]);
    assert_eq!(solved("1"), "1 vyriešená");
    assert_eq!(solved("2"), "2 vyriešené");
    assert_eq!(solved("4"), "4 vyriešené");
    assert_eq!(solved("5"), "5 vyriešených");
    assert_eq!(solved("11"), "11 vyriešených");
    let started = |k: &str| Lang::Sk.text_with("marks-count-not-started", &[("count", k)]);
    assert_eq!(started("1"), "1 nezačatá");
    assert_eq!(started("3"), "3 nezačaté");
    assert_eq!(started("6"), "6 nezačatých");
    let typed = |k: &str| Lang::Sk.text_with("pupil-read-sheet", &[("sheet", "P1"), ("count", k)]);
    assert_eq!(typed("1"), "čítam hárok P1 (žiak vpísal 1 číslicu)");
    assert_eq!(typed("2"), "čítam hárok P1 (žiak vpísal 2 číslice)");
    assert_eq!(typed("11"), "čítam hárok P1 (žiak vpísal 11 číslic)");
    let grids = |k: &str| Lang::Sk.text_with("marks-grids", &[("count", k), ("verdicts", "…")]);
    assert_eq!(grids("1"), "1 mriežka: …");
    assert_eq!(grids("3"), "3 mriežky: …");
    assert_eq!(grids("9"), "9 mriežok: …");
}

#[test]
fn the_words_of_hint_explain_and_marks_are_translated() {
    // Every language but English has its own words for these (the
    // catalogue falls back to English message by message, so a copy left
    // in English would pass unseen).
    let ids = [
        "pupil-read-sheet",
        "pupil-wrong-digit",
        "pupil-wrong-digits",
        "explain-start-without",
        "explain-start-from-givens",
        "sound-several",
        "label-puzzle",
        "marks-count-keep-going",
        "marks-count-clash",
        "marks-not-ours",
        "check-verdict-line",
        "step-naked-single",
        "step-naked-single-steps",
        "step-naked-single-mixed",
        "hidden-single-in-extra-block",
        "report-verdict-clash-plain",
    ];
    for lang in &Lang::ALL[1..] {
        for id in ids {
            let args = [
                ("count", "2"),
                ("sheet", "P1"),
                ("cell", "A1"),
                ("cells", "A1"),
                ("digit", "2"),
                ("wrong", "…"),
                ("clashes", "…"),
                ("units", "…"),
                ("verdict", "…"),
                ("number", "2"),
            ];
            assert_ne!(
                lang.text_with(id, &args),
                Lang::En.text_with(id, &args),
                "{} {id}",
                lang.code()
            );
        }
    }
    // Numbers and lists as the language writes them.
    assert_eq!(Lang::En.text("decimal-separator"), ".");
    for lang in [Lang::Sk, Lang::Cs, Lang::Hr, Lang::De, Lang::It, Lang::Ru] {
        assert_eq!(lang.text("decimal-separator"), ",", "{}", lang.code());
        assert_eq!(lang.text("digit-list-separator"), ", ", "{}", lang.code());
    }
    // One word per thing: no "celok" beside "jednotka" in Slovak, no
    // "jedinica" or "ocjena" (a pupil's grade) in Croatian.
    assert!(!Lang::Sk.source().contains("celk"));
    assert!(!Lang::Sk.source().contains("sčervená"));
    assert!(!Lang::Cs.source().contains("celk"));
    assert!(!Lang::Cs.source().contains("jednotk"));
    assert!(!Lang::Hr.source().contains("jedinic"));
    assert!(!Lang::Hr.source().to_lowercase().contains("ocjen"));
    assert!(!Lang::Hr.source().to_lowercase().contains("ocijen"));
}
