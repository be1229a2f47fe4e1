//! The pupils' file of a worksheet holds nothing the answers can be read
//! from, on any sheet, hidden or not, formulas included; the teacher's
//! file holds them all; the hidden sheets are locked in both formats.

use super::*;
use crate::layout::{ANSWERS_SHEET, CHECK_SHEET, KEY_SHEET};
use crate::read::ours::pupil_audit::{leak, protected, sheets};
use sheetdoku_core::{generate, generate_killer, GenerateOptions, KillerOptions, Variant};

/// Generated puzzles of `g`, with their answers.
fn plain(g: &Geometry, count: usize, seed: u64) -> Vec<WorksheetPuzzle> {
    let opts = GenerateOptions::default().with_seed(seed);
    generate(g, count, &opts)
        .unwrap()
        .into_iter()
        .map(|p| WorksheetPuzzle::generated(g, p))
        .collect()
}

/// A generated killer of size `n`, with its answer.
fn killer(n: usize, seed: u64) -> WorksheetPuzzle {
    let opts = KillerOptions::default().with_seed(seed);
    WorksheetPuzzle::killer(generate_killer(&Geometry::standard(n).unwrap(), &opts).unwrap())
}

/// The worksheets a class gets: standard, killer, and mixed (standard,
/// X and killer of two sizes on one worksheet).
fn worksheets() -> Vec<(&'static str, WorksheetDoc)> {
    let standard = Geometry::standard(9).unwrap();
    let x = Geometry::for_variant(Variant::X, 9, None).unwrap();
    let mut mixed = plain(&standard, 1, 3);
    mixed.extend(plain(&x, 1, 4));
    mixed.push(killer(6, 5));
    mixed.push(killer(9, 6));
    let doc = |puzzles, per_page| {
        WorksheetDoc::default()
            .with_title("Class 3B")
            .with_puzzles(puzzles)
            .with_per_page(per_page)
    };
    vec![
        ("standard", doc(plain(&standard, 3, 1), 2)),
        ("killer", doc(vec![killer(6, 1), killer(6, 2)], 1)),
        ("mixed", doc(mixed, 4)),
    ]
}

fn names(bytes: &[u8], format: WorkbookFormat) -> Vec<String> {
    sheets(bytes, format).into_iter().map(|(n, _)| n).collect()
}

#[test]
fn the_pupils_file_gives_no_answer_away_and_the_teachers_holds_them_all() {
    for (kind, doc) in worksheets() {
        for format in [WorkbookFormat::Xlsx, WorkbookFormat::Ods] {
            let pupils = doc.to_bytes_for(Audience::Pupils, format).unwrap();
            let teacher = doc.to_bytes_for(Audience::Teacher, format).unwrap();
            let pupil_sheets = names(&pupils, format);
            for hidden_answers in [ANSWERS_SHEET, "Steps", "Solution", "S", "Model"] {
                assert!(
                    !pupil_sheets.iter().any(|s| s == hidden_answers),
                    "{kind} {format:?}: the pupils' file has {hidden_answers}: {pupil_sheets:?}"
                );
            }
            assert!(names(&teacher, format).iter().any(|s| s == ANSWERS_SHEET));
            for (i, p) in doc.puzzles.iter().enumerate() {
                let solution = p.solution.as_ref().unwrap();
                assert_eq!(
                    leak(&pupils, format, &p.givens, solution),
                    None,
                    "{kind} {format:?}: puzzle {}",
                    i + 1
                );
                // The same reading finds the answer in the teacher's file,
                // on the Key and in the answer key.
                let found = leak(&teacher, format, &p.givens, solution);
                assert!(found.is_some(), "{kind} {format:?}: puzzle {}", i + 1);
            }
            // The pupils' file keeps everything else: the same sheets but the
            // answer key, in the same order.
            let mut kept = names(&teacher, format);
            kept.retain(|s| s != ANSWERS_SHEET);
            assert_eq!(pupil_sheets, kept, "{kind} {format:?}");
        }
    }
}

#[test]
fn the_hidden_sheets_are_locked_in_both_formats_and_files() {
    let (_, doc) = worksheets().remove(0);
    for format in [WorkbookFormat::Xlsx, WorkbookFormat::Ods] {
        for audience in [Audience::Pupils, Audience::Teacher] {
            let bytes = doc.to_bytes_for(audience, format).unwrap();
            for hidden in [KEY_SHEET, CHECK_SHEET] {
                assert!(
                    protected(&bytes, format, hidden),
                    "{format:?} {audience:?}: {hidden} is not locked"
                );
            }
            // The check reads the protection, not just any sheet: the Info
            // sheet, for the teacher to fill in, stays open.
            assert!(!protected(&bytes, format, INFO_SHEET), "{format:?}");
        }
    }
}

#[test]
fn the_pupils_key_lists_every_grid_without_its_answer() {
    let (_, doc) = worksheets().remove(2);
    let key_of = |audience| {
        let book = build(&doc, audience).unwrap();
        let key = book
            .sheets
            .into_iter()
            .find(|s| s.name == KEY_SHEET)
            .unwrap();
        let column = |c: u16| -> Vec<String> {
            key.cells
                .iter()
                .filter(|((r, col), _)| *r >= 2 && *col == c)
                .map(|(_, cell)| format!("{:?}", cell.value))
                .collect()
        };
        (column(2), column(5), column(6))
    };
    let (pupil_sheets, pupil_lines, pupil_answers) = key_of(Audience::Pupils);
    let (teacher_sheets, teacher_lines, teacher_answers) = key_of(Audience::Teacher);
    // Columns A-H as they were: every grid, its place and its puzzle line.
    assert_eq!(pupil_sheets, teacher_sheets);
    assert_eq!(pupil_lines, teacher_lines);
    assert!(pupil_answers.is_empty(), "{pupil_answers:?}");
    assert_eq!(teacher_answers.len(), teacher_lines.len());
}
