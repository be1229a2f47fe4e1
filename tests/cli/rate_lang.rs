//! `rate`'s terminal lines in the teacher's language: the level, the
//! rating with the language's decimal comma, the technique's name, the
//! givens with their plural, and the summary of several puzzles.

use tempfile::TempDir;

use super::common::{sheetdoku, text_file};

/// Two puzzles: the first rated by hidden singles and a hidden pair.
const TWO: &str = "...93...5.....6.48..9......7..65....9.......3.....91....529.4..8.7..5.9...37..8..\n\
                   53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";

fn rate(lang: &str, dir: &TempDir) -> String {
    let path = text_file(dir, "two.txt", TWO);
    let out = sheetdoku()
        .args(["--lang", lang, "rate"])
        .arg(&path)
        .output()
        .unwrap();
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn rate_speaks_slovak_with_a_decimal_comma_and_plurals() {
    let dir = TempDir::new().unwrap();
    let text = rate("sk", &dir);
    for slovak in [
        "(hodnotenie ",
        "zadaných číslic",
        "skrytý singl v bloku x",
        "Úlohy (2): ",
    ] {
        assert!(text.contains(slovak), "{slovak} not in {text}");
    }
    // A rating such as 4,4: a comma, never a decimal point.
    assert!(!text.contains('.'), "{text}");
    for english in ["rating", "givens", "puzzles", "hidden single", "easy"] {
        assert!(!text.contains(english), "{english} in {text}");
    }
    // English stays as it was.
    let english = rate("en", &dir);
    assert!(
        english.contains("givens; hidden single in a block x"),
        "{english}"
    );
    assert!(english.contains("2 puzzles: "), "{english}");
}
