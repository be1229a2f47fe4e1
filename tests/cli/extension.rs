//! What the Calc extension takes from the command: its words in every
//! language (`extension-words`, run by scripts/build-oxt.sh) and the lines
//! of `check --json` in the `--lang` language.

use serde_json::Value;
use tempfile::TempDir;

use crate::common::{sample, sheetdoku, text_file};

/// The ids of the English catalogue that start with `prefix`.
fn english_ids(prefix: &str) -> Vec<String> {
    include_str!("../../crates/i18n/locales/en.ftl")
        .lines()
        .filter(|l| l.starts_with(prefix))
        // "id = text", or "id =" with the text on the lines below.
        .filter_map(|l| l.split_once(" =").map(|(id, _)| id.to_string()))
        .collect()
}

fn stdout_json(args: &[&str]) -> Vec<Value> {
    let out = sheetdoku().args(args).output().unwrap();
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn the_extensions_words_are_exported_in_every_language() {
    let all = stdout_json(&["extension-words"]);
    let words = all[0].as_object().unwrap();
    let codes: Vec<&str> = words.keys().map(String::as_str).collect();
    assert_eq!(codes.len(), 7, "{codes:?}");
    let mut expected = english_ids("ext-");
    assert!(expected.len() > 50);
    expected.extend(english_ids("level-"));
    expected.sort();
    for (code, own) in words {
        let mut ids: Vec<String> = own.as_object().unwrap().keys().cloned().collect();
        ids.sort();
        assert_eq!(ids, expected, "{code}");
    }
    assert_eq!(words["sk"]["ext-label-difficulty"], "Obťažnosť");
    assert_eq!(words["hr"]["ext-menu-check"], "Provjeri moju mrežu");
    assert_eq!(words["ru"]["ext-menu"], "Судоку");
    assert_eq!(words["en"]["level-hard"], "hard");
}

#[test]
fn the_menu_titles_are_filled_in_every_language() {
    let addons = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("extension/Addons.xcu");
    let out = sheetdoku()
        .arg("extension-words")
        .arg("--fill")
        .arg(&addons)
        .output()
        .unwrap();
    assert!(out.status.success());
    let xcu = String::from_utf8(out.stdout).unwrap();
    assert!(!xcu.contains("@ext-"));
    let titles = xcu.matches("<prop oor:name=\"Title\"").count();
    assert_eq!(titles, 1 + 12 + 5, "the menu, its 12 entries and 5 tools");
    for tag in ["en-US", "sk", "cs", "hr", "de", "it", "ru"] {
        let values = xcu.matches(&format!("<value xml:lang=\"{tag}\">")).count();
        assert_eq!(values, titles, "{tag}");
    }
    assert!(xcu.contains("<value xml:lang=\"en-US\">Solve this puzzle</value>"));
    assert!(xcu.contains("<value xml:lang=\"de\">Dieses Rätsel lösen</value>"));
    // A title that is no message of the extension is refused, by line.
    let dir = TempDir::new().unwrap();
    let bad = text_file(&dir, "bad.xcu", "<a>\n<b>@ext-no-such-thing@</b>\n");
    sheetdoku()
        .arg("extension-words")
        .arg("--fill")
        .arg(&bad)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("line 2"))
        .stderr(predicates::str::contains("ext-no-such-thing"));
}

#[test]
fn check_json_says_the_verdict_in_the_lang_language() {
    let dir = TempDir::new().unwrap();
    let clash = format!("55{}\n", ".".repeat(79));
    let puzzle = text_file(&dir, "clash.txt", &clash);
    let path = puzzle.to_str().unwrap();
    for (lang, verdict, filled, clash) in [
        ("en", "clash (", "2 of 81 cells filled", "clash: "),
        (
            "de",
            "Konflikt (",
            "2 von 81 Feldern ausgefüllt",
            "Konflikt: ",
        ),
    ] {
        let checked = &stdout_json(&["--json", "--lang", lang, "check", path])[0];
        let words = checked["verdict_words"].as_str().unwrap();
        assert!(words.starts_with(verdict), "{lang}: {words}");
        assert_eq!(checked["filled_words"], filled);
        let details = checked["details"].as_array().unwrap();
        assert!(
            details[0].as_str().unwrap().starts_with(clash),
            "{details:?}"
        );
        // The stable fields stay as they are.
        assert_eq!(checked["verdict"], "clash");
    }
}

#[test]
fn marking_several_files_sums_up_in_the_lang_language() {
    let dir = TempDir::new().unwrap();
    let book = dir.path().join("pupil.ods");
    sheetdoku()
        .args(["solve", "-o"])
        .arg(&book)
        .arg(sample("windoku-x.ods"))
        .assert()
        .success();
    let marks = dir.path().join("marks.ods");
    let objects = stdout_json(&[
        "--json",
        "--lang",
        "sk",
        "check",
        book.to_str().unwrap(),
        sample("mini-4x4.ods").to_str().unwrap(),
        "-o",
        marks.to_str().unwrap(),
    ]);
    let summary = objects.iter().find(|o| o["kind"] == "marks").unwrap();
    assert_eq!(
        summary["summary"],
        "2 súbory, 1 mriežka: 1 nezačatá; 1 súbor nehodnotený"
    );
    assert_eq!(
        (summary["files"].as_u64(), summary["not_marked"].as_u64()),
        (Some(2), Some(1))
    );
}
