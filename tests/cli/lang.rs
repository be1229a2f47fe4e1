//! `--lang`: the pages in the teacher's language; what the pupils fill in
//! is read back whatever the language.

use calamine::{open_workbook_auto, Data, Reader};
use tempfile::TempDir;

use super::common::{sample, sheetdoku};

/// Every text cell of a sheet.
fn texts(path: &std::path::Path, sheet: &str) -> Vec<String> {
    let mut book = open_workbook_auto(path).unwrap();
    let range = book.worksheet_range(sheet).unwrap();
    range
        .rows()
        .flatten()
        .filter_map(|c| match c {
            Data::String(s) => Some(s.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn a_slovak_worksheet_is_written_in_slovak_and_read_back() {
    let dir = TempDir::new().unwrap();
    for name in ["sk.xlsx", "sk.ods"] {
        let out = dir.path().join(name);
        sheetdoku()
            .args([
                "generate", "--count", "2", "--seed", "3", "--lang", "sk", "-o",
            ])
            .arg(&out)
            .assert()
            .success();
        let page = texts(&out, "Worksheet");
        assert!(page.iter().any(|t| t.starts_with("Meno: ")), "{page:?}");
        assert!(
            page.iter().any(|t| t.starts_with("1.  Úroveň: ")),
            "{page:?}"
        );
        assert!(!page.iter().any(|t| t.contains("Level")), "{page:?}");
        // The pupils' grids are found and checked as in English.
        sheetdoku()
            .arg("check")
            .arg(&out)
            .assert()
            .code(0)
            .stdout(predicates::str::contains("sheet P2"));
    }
}

#[test]
fn a_croatian_play_page_and_its_notes() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("hr.ods");
    sheetdoku()
        .args(["--lang", "hr-HR", "solve", "--unique", "-o"])
        .arg(&out)
        .arg(sample("windoku-x.ods"))
        .assert()
        .success();
    let play = texts(&out, "Play");
    assert!(
        play.iter().any(|t| t
            == "U prazna polja upišite znamenke od 1 do 9: svaki redak, stupac i blok 3x3 sadrži \
                svaku znamenku točno jednom; isto vrijedi za obje osjenčane dijagonale; isto vrijedi \
                za svaki osjenčani prozor."),
        "{play:?}"
    );
    let solution = texts(&out, "Solution");
    assert!(solution
        .iter()
        .any(|t| t == "Rješenje je jedinstveno: nijedna druga mreža ne odgovara zagonetki."));
    sheetdoku()
        .arg("check")
        .arg(&out)
        .assert()
        .code(0)
        .stdout(predicates::str::contains("verdict: not started"));
}

#[test]
fn a_language_not_shipped_is_refused_with_the_choices() {
    sheetdoku()
        .args(["--lang", "fr", "template", "-o", "x.ods"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("en, sk, cs, hr, de, it, ru"));
}

/// The words of a catalogue's messages, in lower case: letters only, three
/// or more, placeholders and comments left out.
fn catalogue_words(source: &str) -> std::collections::BTreeSet<String> {
    source
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| match l.split_once(" = ") {
            Some((_, value)) if !l.starts_with(' ') => value,
            _ => l,
        })
        .flat_map(|l| {
            l.split(|c: char| !c.is_alphabetic() && c != '$')
                .filter(|w| !w.starts_with('$') && w.chars().count() >= 3)
                .map(str::to_lowercase)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The English words of the catalogue that `lang`'s catalogue does not use
/// itself ("Sudoku", "Windoku" and "X-Wing" are words of both).
fn english_only(lang: &str) -> std::collections::BTreeSet<String> {
    let english = catalogue_words(include_str!("../../crates/i18n/locales/en.ftl"));
    let own = match lang {
        "sk" => include_str!("../../crates/i18n/locales/sk.ftl"),
        "hr" => include_str!("../../crates/i18n/locales/hr.ftl"),
        other => panic!("no catalogue for {other} in this test"),
    };
    let own = catalogue_words(own);
    english.difference(&own).cloned().collect()
}

/// The words of every text cell a teacher or pupil reads in the workbook:
/// every sheet but the machine's own (`Info`, and the hidden `Check` and
/// `Key`), and but the `Blocks` / `Extra` labels the reader finds a P
/// sheet's maps by.
fn page_words(path: &std::path::Path) -> Vec<(String, String)> {
    let mut book = open_workbook_auto(path).unwrap();
    let mut found = Vec::new();
    for name in book.sheet_names() {
        if ["Info", "Check", "Key"].contains(&name.as_str()) {
            continue;
        }
        let range = book.worksheet_range(&name).unwrap();
        for cell in range.rows().flatten() {
            let Data::String(text) = cell else { continue };
            if text == "Blocks" || text == "Extra" {
                continue;
            }
            for word in text.split(|c: char| !c.is_alphabetic()) {
                found.push((word.to_lowercase(), format!("{name}: {text}")));
            }
        }
    }
    found
}

#[test]
fn slovak_and_croatian_pages_hold_no_english_word_of_the_catalogue() {
    let dir = TempDir::new().unwrap();
    for lang in ["sk", "hr"] {
        let english = english_only(lang);
        assert!(english.contains("solved") && english.contains("hidden"));
        let worksheet = dir.path().join(format!("{lang}-worksheet.ods"));
        sheetdoku()
            .args(["--lang", lang, "generate", "--count", "2", "--seed", "5"])
            .args(["--variant", "x", "--hardest-step", "-o"])
            .arg(&worksheet)
            .assert()
            .success();
        let solved = dir.path().join(format!("{lang}-play.xlsx"));
        sheetdoku()
            .args(["--lang", lang, "solve", "--unique", "-o"])
            .arg(&solved)
            .arg(sample("sudoku-x.ods"))
            .assert()
            .success();
        for book in [&worksheet, &solved] {
            let words = page_words(book);
            assert!(words.len() > 100, "{book:?}: {}", words.len());
            let english: Vec<&(String, String)> =
                words.iter().filter(|(w, _)| english.contains(w)).collect();
            assert!(english.is_empty(), "{lang}, {book:?}: {english:?}");
        }
        let sheets = open_workbook_auto(&solved).unwrap().sheet_names();
        assert!(["Play", "Solution", "Steps"]
            .iter()
            .all(|s| sheets.contains(&s.to_string())));
    }
}

#[test]
fn explain_in_german_names_the_techniques_in_german() {
    let dir = TempDir::new().unwrap();
    let puzzle = super::common::text_file(
        &dir,
        "p.txt",
        "...93...5.....6.48..9......7..65....9.......3.....91....529.4..8.7..5.9...37..8..\n",
    );
    let out = sheetdoku()
        .args(["--lang", "de", "explain"])
        .arg(&puzzle)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    for german in [
        "Versteckter Single: ",
        "teuflisch (Bewertung ",
        "Versteckter Drilling (Bewertung 4,0)",
        "entferne ",
        "Gelöst.",
    ] {
        assert!(text.contains(german), "{german} not in {text}");
    }
    for english in ["Hidden single", "rating", "remove", "Solved", "so remove"] {
        assert!(!text.contains(english), "{english} in {text}");
    }
    // The JSON keeps its field names and the English technique names.
    let json = sheetdoku()
        .args(["--lang", "de", "--json", "rate"])
        .arg(&puzzle)
        .output()
        .unwrap();
    let json = String::from_utf8(json.stdout).unwrap();
    assert!(
        json.contains("\"hardest\":\"alternating inference chain\""),
        "{json}"
    );
}

#[test]
fn a_broken_rule_is_named_in_the_teachers_language() {
    let dir = TempDir::new().unwrap();
    let clash = super::common::text_file(&dir, "clash.txt", &format!("11{}\n", ".".repeat(79)));
    let killer =
        super::common::text_file(&dir, "k.txt", "4............... cages=3:A1,B1;7:C1,D1\n");
    let said = |lang: &str, file: &std::path::Path| {
        let out = sheetdoku()
            .args(["--lang", lang, "check"])
            .arg(file)
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    for (lang, file, words) in [
        ("en", &clash, "A1 and B1 both hold 1 in row 1"),
        ("sk", &clash, "riadok 1: A1 a B1 majú obe 1"),
        (
            "de",
            &clash,
            "Block oben links: A1 und B1 enthalten beide 1",
        ),
        (
            "en",
            &killer,
            "A1 holds 4 in the cage of 3 at A1, more than its sum",
        ),
        (
            "cs",
            &killer,
            "klec se součtem 3 v políčku A1: A1 má 4, víc než její součet",
        ),
    ] {
        let text = said(lang, file);
        assert!(text.contains(words), "{lang}: '{words}' not in {text}");
    }
}

#[test]
fn a_killers_explanation_names_its_cages_in_german() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("k.txt");
    sheetdoku()
        .args(["generate", "--killer", "--size", "6", "--seed", "2", "-o"])
        .arg(&out)
        .assert()
        .success();
    let said = sheetdoku()
        .args(["--lang", "de", "explain"])
        .arg(&out)
        .output()
        .unwrap();
    let text = String::from_utf8(said.stdout).unwrap();
    for german in ["Käfigkombination", "Käfig mit Summe ", " kann nur "] {
        assert!(text.contains(german), "{german} not in {text}");
    }
    for english in ["the cage of", "can only hold", " cells)"] {
        assert!(!text.contains(english), "{english} in {text}");
    }
}

#[test]
fn a_batch_workbooks_summary_is_in_slovak() {
    let dir = TempDir::new().unwrap();
    // MATLAB's puzzle, and the same with a second 2 in its first row.
    let clash = format!("2{}", &super::common::MATLAB[1..]);
    // A Slovak file name: the page names the file, and an English word in
    // it would read as English left on the page.
    let many = super::common::text_file(
        &dir,
        "ulohy.txt",
        &format!("{}\n{clash}\n", super::common::MATLAB),
    );
    let out = dir.path().join("batch.xlsx");
    sheetdoku()
        .args(["--lang", "sk", "solve", "--unique", "-o"])
        .arg(&out)
        .arg(&many)
        .assert()
        .code(1);
    let summary = texts(&out, "Summary");
    for word in ["úloha", "stav", "zadanie", "riešenie"] {
        assert!(summary.iter().any(|t| t == word), "{word}: {summary:?}");
    }
    assert!(
        summary
            .iter()
            .any(|t| t.starts_with("vyriešená, riešenie je jednoznačné")),
        "{summary:?}"
    );
    assert!(summary.iter().any(|t| t == "bez riešenia"), "{summary:?}");
    let english = english_only("sk");
    let words = page_words(&out);
    let left: Vec<_> = words.iter().filter(|(w, _)| english.contains(w)).collect();
    assert!(left.is_empty(), "{left:?}");
}

/// `solve --lang sk`: the verdict on the terminal and on the workbook's
/// Info sheet, the summary of the puzzle read, in Slovak, and times with
/// a decimal comma.
#[test]
fn solve_prints_and_stores_its_verdict_in_slovak() {
    let dir = TempDir::new().unwrap();
    for name in ["answer.ods", "answer.xlsx"] {
        let out = dir.path().join(name);
        let run = sheetdoku()
            .args(["--lang", "sk", "solve", "-o"])
            .arg(&out)
            .arg(sample("windoku-x.ods"))
            .output()
            .unwrap();
        assert_eq!(run.status.code(), Some(0));
        let stdout = String::from_utf8(run.stdout).unwrap();
        assert!(
            stdout.contains("9x9 Windoku X, 13 zadaných číslic"),
            "{stdout}"
        );
        let verdict = stdout
            .lines()
            .find(|l| l.starts_with("Vyriešené"))
            .unwrap_or_else(|| panic!("no Slovak verdict in:\n{stdout}"));
        for english in ["Solved", "givens", "variables", "no LP needed"] {
            assert!(!stdout.contains(english), "'{english}' in:\n{stdout}");
        }
        // A time under 10 ms keeps its tenths: after a comma, never a point.
        let tenths_after_a_point = stdout.match_indices(" ms").any(|(i, _)| {
            let before = &stdout.as_bytes()[..i];
            before.len() >= 3
                && before[before.len() - 2] == b'.'
                && before[before.len() - 1].is_ascii_digit()
                && before[before.len() - 3].is_ascii_digit()
        });
        assert!(!tenths_after_a_point, "{stdout}");
        let info = texts(&out, "Info");
        assert!(
            info.iter().any(|t| t == verdict),
            "{verdict} not in {info:?}"
        );
    }
}

/// `solve` on a file of several puzzles: each puzzle's line and the
/// summary in Slovak, with a decimal comma and Slovak plurals; the
/// `--json` lines keep their English words.
#[test]
fn solve_on_many_puzzles_prints_its_lines_and_summary_in_slovak() {
    use super::common::{text_file, MATLAB};
    let dir = TempDir::new().unwrap();
    let clash = format!("11{}", ".".repeat(79));
    let input = text_file(&dir, "many.txt", &format!("{MATLAB}\n{clash}\n{MATLAB}\n"));
    let out = dir.path().join("out.xlsx");
    let run = sheetdoku()
        .args(["--lang", "sk", "solve", "--jobs", "1", "-o"])
        .arg(&out)
        .arg(&input)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(1));
    let stdout = String::from_utf8(run.stdout).unwrap();
    for slovak in [
        "3 úlohy: 2 vyriešené (",
        "1 bez riešenia; ",
        "na 1 vlákne",
        "(bez riešenia, ",
        "(vyriešená ",
        "zapísané: ",
        "hárky riešení S1 až S3",
        // The place of each puzzle: its line of the file.
        "many.txt, riadok 2: ",
    ] {
        assert!(stdout.contains(slovak), "'{slovak}' not in:\n{stdout}");
    }
    for english in [
        "solved",
        "without solution",
        "thread",
        "wrote",
        "no solution",
        "line",
    ] {
        assert!(!stdout.contains(english), "'{english}' in:\n{stdout}");
    }
    let run = sheetdoku()
        .args(["--lang", "sk", "--json", "solve", "--jobs", "1"])
        .arg(&input)
        .output()
        .unwrap();
    let json = String::from_utf8(run.stdout).unwrap();
    let lines: Vec<&str> = json.lines().filter(|l| l.starts_with('{')).collect();
    assert_eq!(lines.len(), 3, "{json}");
    assert!(lines.iter().any(|l| l.contains("no solution")), "{json}");
    assert!(!json.contains("riešen"), "{json}");
}

/// A reader's error under `--lang sk`: where (file, sheet, cell as the
/// file names them) and what is wrong, in Slovak; the `--json` line keeps
/// the English message. A missing file is said in Slovak too.
#[test]
fn a_readers_error_names_its_place_in_slovak_and_stays_english_in_json() {
    let bad = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/bad-cell.ods");
    for command in ["solve", "check"] {
        let run = sheetdoku()
            .args(["--lang", "sk", command])
            .arg(&bad)
            .output()
            .unwrap();
        assert_eq!(run.status.code(), Some(2));
        let stderr = String::from_utf8(run.stderr).unwrap();
        assert!(
            stderr.contains(&format!(
                "{}, hárok 'Sheet1', bunka G7: obsahuje 'x'; očakáva sa číslica 1 až 9 alebo \
                 prázdna bunka",
                bad.display()
            )),
            "{stderr}"
        );
        assert!(stderr.starts_with("sheetdoku: chyba: "), "{stderr}");
        let words = stderr.replace(&bad.display().to_string(), "FILE");
        for english in ["error", "sheet ", "cell", "holds", "expected"] {
            assert!(!words.contains(english), "'{english}' in {stderr}");
        }
    }
    let run = sheetdoku()
        .args(["--lang", "sk", "--json", "solve"])
        .arg(&bad)
        .output()
        .unwrap();
    let json = String::from_utf8(run.stdout).unwrap();
    let error: serde_json::Value = serde_json::from_str(json.lines().last().unwrap()).unwrap();
    // `message` for programs, in English; `text` for the teacher (the
    // Calc extension shows it), in her language.
    let message = error["message"].as_str().unwrap();
    assert!(
        message.contains("sheet 'Sheet1', cell G7: holds 'x'; expected a digit 1 to 9"),
        "{json}"
    );
    let text = error["text"].as_str().unwrap();
    assert!(
        text.contains("hárok 'Sheet1', bunka G7: obsahuje 'x'; očakáva sa číslica 1 až 9"),
        "{json}"
    );
    let dir = TempDir::new().unwrap();
    let missing = dir.path().join("missing.ods");
    let run = sheetdoku()
        .args(["--lang", "sk", "solve"])
        .arg(&missing)
        .output()
        .unwrap();
    let stderr = String::from_utf8(run.stderr).unwrap();
    assert!(
        stderr.contains(&format!("{}: súbor neexistuje", missing.display())),
        "{stderr}"
    );
}

/// What the reader says of a table it did not use, under `--lang sk`: the
/// sheet and the flag that would use it, in Slovak.
#[test]
fn an_unused_block_map_is_named_in_slovak() {
    let dir = TempDir::new().unwrap();
    let path = super::common::unused_map_workbook(&dir);
    let run = sheetdoku()
        .args(["--lang", "sk", "solve", "--no-output"])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(0));
    let stderr = String::from_utf8(run.stderr).unwrap();
    assert!(
        stderr.contains(
            "hárok 'Last week' obsahuje aj mapu blokov 'Last week'!A1:I9, ktorá sa nepoužila \
             (použijete ju pomocou --blocks \"'Last week'!A1:I9\")"
        ),
        "{stderr}"
    );
    assert!(stderr.starts_with("načítané: "), "{stderr}");
}
