//! The `Steps` sheet of a solution workbook: the path `explain` prints, on
//! the screen only; and `--hardest-step` under a worksheet's answer key.

use calamine::{open_workbook_auto, Data, Reader};
use tempfile::TempDir;

use super::common::{sheetdoku, text_file};

/// A generated 9x9 that SE rates 4.2 (XY-Wing).
const XY_WING: &str =
    "..2..86.4..89..5..65...4........5...8...7.4..726...9...9....82.....9....3..2...1.";

/// Column `col` of a sheet (0 = A), row by row from row 1, as text.
fn column(book: &std::path::Path, sheet: &str, col: u32) -> Vec<String> {
    let mut wb = open_workbook_auto(book).unwrap();
    let range = wb.worksheet_range(sheet).unwrap();
    let last = range.end().map_or(0, |(r, _)| r);
    (0..=last)
        .map(|r| match range.get_value((r, col)) {
            Some(Data::String(s)) => s.clone(),
            _ => String::new(),
        })
        .collect()
}

#[test]
fn the_solution_workbook_shows_the_path_explain_prints() {
    let dir = TempDir::new().unwrap();
    let file = text_file(&dir, "xy.txt", XY_WING);
    let explained = sheetdoku().arg("explain").arg(&file).output().unwrap();
    let explained = String::from_utf8(explained.stdout).unwrap();
    // "  1. Hidden single: ...": the numbered lines, without their numbers.
    let expected: Vec<&str> = explained
        .lines()
        .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .filter_map(|l| l.trim_start().split_once(". ").map(|(_, rest)| rest))
        .filter(|l| !l.is_empty())
        .collect();
    assert!(expected.len() > 20, "{explained}");
    for ext in ["xlsx", "ods"] {
        let out = dir.path().join(format!("xy-solved.{ext}"));
        sheetdoku()
            .args(["solve", file.to_str().unwrap(), "-o", out.to_str().unwrap()])
            .assert()
            .success();
        let wb = open_workbook_auto(&out).unwrap();
        let names = wb.sheet_names();
        assert!(names.contains(&"Steps".to_string()), "{ext}: {names:?}");
        let title = &column(&out, "Steps", 0)[0];
        assert_eq!(title, "Solving path: hard (rating 4.2, XY-Wing)", "{ext}");
        let steps: Vec<String> = column(&out, "Steps", 1)
            .into_iter()
            .filter(|s| !s.is_empty())
            .collect();
        assert_eq!(steps[..steps.len() - 1], expected[..], "{ext}");
        assert_eq!(steps.last().unwrap(), "Solved.", "{ext}");
        // Read back, the workbook is still the same puzzle.
        sheetdoku()
            .args(["solve", out.to_str().unwrap(), "--no-output"])
            .assert()
            .success();
    }
    // Screen only: the .ods marks it not to print.
    let ods = dir.path().join("xy-solved.ods");
    let mut zip = zip::ZipArchive::new(std::fs::File::open(ods).unwrap()).unwrap();
    let mut content = String::new();
    std::io::Read::read_to_string(&mut zip.by_name("content.xml").unwrap(), &mut content).unwrap();
    let at = content.find("table:name=\"Steps\"").unwrap();
    let tag = &content[at..at + content[at..].find('>').unwrap()];
    assert!(tag.contains("table:print=\"false\""), "{tag}");
}

#[test]
fn a_worksheet_key_can_explain_each_hardest_step() {
    let dir = TempDir::new().unwrap();
    let file = text_file(&dir, "xy.txt", XY_WING);
    let out = dir.path().join("class.xlsx");
    sheetdoku()
        .args(["worksheet", file.to_str().unwrap(), "--hardest-step", "-o"])
        .arg(&out)
        .assert()
        .success();
    // The answer key is in the teacher's file, beside the pupils'.
    let key = column(&dir.path().join("class-teacher.xlsx"), "Answers", 1);
    let at = key
        .iter()
        .position(|t| t == "Hardest step of each puzzle")
        .expect("the heading of the hardest steps");
    assert!(key[at + 1].starts_with("1.  XY-Wing"), "{:?}", &key[at + 1]);
}
