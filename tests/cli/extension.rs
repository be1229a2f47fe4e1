//! What the Calc extension takes from the command: its words in every
//! language (`extension-words`, run by scripts/build-oxt.sh), its dialogs'
//! choices and the layout's sheet names (`extension-choices`, likewise),
//! and the lines of `check --json`: in the `--lang` language, with the
//! sheet and the puzzle as typed fields.

use calamine::{open_workbook_auto, Reader};
use serde_json::{json, Value};
use tempfile::TempDir;

use super::check::{answer, worksheet};
use super::common::{sample, sheetdoku, text_file};
use super::pupil::pupil_saves_at;

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

#[test]
fn the_extensions_choices_are_the_commands_own_values() {
    let choices = &stdout_json(&["extension-choices"])[0];
    assert_eq!(
        choices["variants"],
        json!([
            "standard",
            "x",
            "windoku",
            "windoku-x",
            "jigsaw",
            "jigsaw-x"
        ])
    );
    assert_eq!(choices["sizes"], json!([4, 6, 9, 12, 16]));
    assert_eq!(choices["per_page"], json!([1, 2, 4, 6]));
    assert_eq!(
        choices["symmetries"],
        json!(["none", "rotate180", "rotate90", "mirror", "diagonal"])
    );
    // The languages are those of the words, and every choice the dialogs
    // show has its words.
    let words = &stdout_json(&["extension-words"])[0];
    let codes: Vec<&str> = words
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    let mut languages: Vec<&str> = choices["languages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    languages.sort();
    let mut sorted = codes.clone();
    sorted.sort();
    assert_eq!(languages, sorted);
    let strings = |key: &str| -> Vec<String> {
        choices[key]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap().to_string())
            .collect()
    };
    let ids: Vec<String> = english_ids("ext-")
        .into_iter()
        .chain(english_ids("level-"))
        .collect();
    for (key, prefix) in [
        ("variants", "ext-variant-"),
        ("symmetries", "ext-symmetry-"),
        ("levels", "level-"),
    ] {
        for value in strings(key) {
            assert!(ids.contains(&format!("{prefix}{value}")), "{prefix}{value}");
        }
    }
    // Every value is one the command takes.
    let dir = TempDir::new().unwrap();
    for variant in strings("variants") {
        let out = dir.path().join(format!("{variant}.ods"));
        sheetdoku()
            .args(["template", "--variant", &variant, "--size", "9", "-o"])
            .arg(&out)
            .assert()
            .success();
    }
    // A level is taken (no 4x4 is extreme, but that is another error),
    // and one the command does not know is refused as such.
    let refused = |level: &str| {
        let out = sheetdoku()
            .args([
                "generate",
                "--size",
                "4",
                "--seed",
                "1",
                "--difficulty",
                level,
            ])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stderr).contains("invalid value")
    };
    for level in strings("levels") {
        assert!(!refused(&level), "{level}");
    }
    assert!(refused("nope"));
    for symmetry in strings("symmetries") {
        sheetdoku()
            .args([
                "generate",
                "--size",
                "4",
                "--symmetry",
                &symmetry,
                "--seed",
                "1",
            ])
            .assert()
            .success();
    }
    for per_page in choices["per_page"].as_array().unwrap() {
        sheetdoku()
            .args(["generate", "--size", "4", "--count", "1", "--per-page"])
            .arg(per_page.to_string())
            .arg("-o")
            .arg(dir.path().join(format!("p{per_page}.ods")))
            .assert()
            .success();
    }
    sheetdoku()
        .args(["generate", "--size", "4", "--per-page", "3", "-o"])
        .arg(dir.path().join("three.ods"))
        .assert()
        .code(2);
}

#[test]
fn the_layout_names_are_those_of_the_files_written() {
    let layout = &stdout_json(&["extension-choices"])[0]["layout"];
    let dir = TempDir::new().unwrap();
    // A template holds the input sheets.
    let template = dir.path().join("t.ods");
    sheetdoku()
        .args(["template", "--killer", "-o"])
        .arg(&template)
        .assert()
        .success();
    let sheets = open_workbook_auto(&template).unwrap().sheet_names();
    for role in ["givens_sheet", "info_sheet"] {
        let name = layout[role].as_str().unwrap();
        assert!(
            sheets.iter().any(|s| s == name),
            "{role} {name}: {sheets:?}"
        );
    }
    let input: Vec<&str> = layout["input_sheets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    for sheet in &sheets {
        assert!(input.contains(&sheet.as_str()), "{sheet} of {sheets:?}");
    }
    // A teacher's worksheet: its printable sheet and its key, the first
    // grid's answer where the layout says.
    let book = worksheet(&dir, "ws.ods");
    let mut wb = open_workbook_auto(&book).unwrap();
    let prefix = layout["printable_prefix"].as_str().unwrap();
    assert!(wb.sheet_names().iter().any(|s| s.starts_with(prefix)));
    let key = wb
        .worksheet_range(layout["key_sheet"].as_str().unwrap())
        .unwrap();
    let at = |r: &str, c: &str| {
        let (r, c) = (
            layout[r].as_u64().unwrap() as u32,
            layout[c].as_u64().unwrap() as u32,
        );
        key.get_value((r, c))
            .map(|v| v.to_string())
            .unwrap_or_default()
    };
    assert_eq!(
        key.get_value((0, 0)).unwrap().to_string(),
        layout["key_marker"]
    );
    let (solution, _) = answer(&book, 1);
    let line: String = solution.iter().map(|d| d.to_string()).collect();
    assert_eq!(at("key_first_row", "key_answer_column"), line);
}

#[test]
fn check_json_names_the_sheet_and_the_puzzle_number_apart() {
    let dir = TempDir::new().unwrap();
    let book = worksheet(&dir, "ws.ods");
    // One right digit typed on the printed page into puzzle 2's grid (its
    // heading at row 4, column L: four to a page, two side by side).
    let (solution, givens) = answer(&book, 2);
    let cell = (0..81).find(|&c| givens[c] == 0).unwrap();
    let pupil = dir.path().join("pupil.ods");
    pupil_saves_at(
        &book,
        &pupil,
        "Worksheet",
        Some((4, 11)),
        &[(cell / 9, cell % 9, solution[cell])],
    );
    let checked = stdout_json(&["--json", "check", pupil.to_str().unwrap()]);
    let placed: Vec<(Value, Value, Value)> = checked
        .iter()
        .filter(|o| o["kind"] == "check")
        .map(|o| {
            (
                o["sheet"].clone(),
                o["sheet_name"].clone(),
                o["puzzle_number"].clone(),
            )
        })
        .collect();
    assert_eq!(
        placed,
        vec![
            (json!("P1"), json!("P1"), json!(1)),
            (json!("Worksheet (puzzle 2)"), json!("Worksheet"), json!(2)),
        ]
    );
    // A text file's grid is on no sheet.
    let puzzle = text_file(&dir, "one.txt", &format!("5{}\n", ".".repeat(80)));
    let checked = &stdout_json(&["--json", "check", puzzle.to_str().unwrap()])[0];
    assert_eq!(checked["sheet_name"], Value::Null);
    assert_eq!(checked["puzzle_number"], 1);
}
