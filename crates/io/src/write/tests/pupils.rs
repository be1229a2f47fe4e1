//! `solve --pupil-copy`: the pupil's copy of a solution workbook has the
//! Play page and nothing the answer can be read from (no Solution, S,
//! Steps or Model sheet, no answer on the Key, no second solution on
//! Info); the teacher's workbook still has them all.

use super::*;
use super::{diabolske, doc, jigsaw4, windoku_x, Case};
use crate::layout::{CHECK_SHEET, KEY_SHEET, PLAY_SHEET};
use crate::read::ours::pupil_audit::{leak, protected, sheets};
use sheetdoku_core::{rate, solving_path, CellNamer};

/// The 4x4 killer 1234/3412/2143/4321 without givens, caged so that only
/// its cages decide it.
fn killer4() -> Case {
    let cages = [
        (vec![0, 1], 3),
        (vec![2, 3, 7], 9),
        (vec![4, 8], 5),
        (vec![5, 6], 5),
        (vec![9, 10], 5),
        (vec![11, 15], 4),
        (vec![12, 13], 7),
        (vec![14], 2),
    ];
    let mut g = Geometry::standard(4).unwrap();
    for (cells, sum) in cages {
        let cage = sheetdoku_core::Cage::new(cells, sum);
        g = g
            .with_constraint(sheetdoku_core::Constraint::Cage(cage))
            .unwrap();
    }
    Case {
        puzzle: Puzzle::new(g, Grid::empty(4)).unwrap(),
        solution: Grid::parse_line("1234341221434321").unwrap(),
    }
}

#[test]
fn the_pupils_copy_has_the_play_page_and_no_answer() {
    for (kind, case) in [
        ("standard", diabolske()),
        ("windoku x", windoku_x()),
        ("jigsaw", jigsaw4()),
        ("killer", killer4()),
    ] {
        let (g, givens) = (&case.puzzle.geometry, &case.puzzle.givens);
        let path =
            solving_path(g, givens, &rate(g, givens).unwrap(), &CellNamer::default()).unwrap();
        // Not unique, so that the Info sheet would name the second solution.
        let other = Uniqueness::NotUnique(case.solution.clone());
        let with_steps = SolutionDoc {
            steps: Some(&path),
            ..doc(&case, &other)
        };
        for format in [WorkbookFormat::Xlsx, WorkbookFormat::Ods] {
            let pupils = with_steps.to_bytes_for(Audience::Pupils, format).unwrap();
            let teacher = with_steps.to_bytes(format).unwrap();
            let names: Vec<String> = sheets(&pupils, format).into_iter().map(|s| s.0).collect();
            assert_eq!(names[0], PLAY_SHEET, "{kind} {format:?}: {names:?}");
            for answers in ["Solution", "S", "Steps", "Model"] {
                assert!(
                    !names.iter().any(|s| s == answers),
                    "{kind} {format:?}: {names:?}"
                );
            }
            let all: Vec<String> = sheets(&teacher, format).into_iter().map(|s| s.0).collect();
            for answers in ["Solution", "S", "Steps", "Model"] {
                assert!(
                    all.iter().any(|s| s == answers),
                    "{kind} {format:?}: {all:?}"
                );
            }
            assert_eq!(
                leak(&pupils, format, givens, &case.solution),
                None,
                "{kind} {format:?}"
            );
            assert!(leak(&teacher, format, givens, &case.solution).is_some());
            for hidden in [KEY_SHEET, CHECK_SHEET] {
                assert!(
                    protected(&pupils, format, hidden),
                    "{kind} {format:?} {hidden}"
                );
            }
            // The pupil's Play sheet reads back as the puzzle.
            let dir = tempfile::tempdir().unwrap();
            let file = dir.path().join(match format {
                WorkbookFormat::Xlsx => "copy.xlsx",
                WorkbookFormat::Ods => "copy.ods",
            });
            std::fs::write(&file, &pupils).unwrap();
            let back = crate::read::read_puzzle(&file, &ReadOptions::default()).unwrap();
            assert_eq!(&back.givens, givens, "{kind} {format:?}");
            assert_eq!(&back.geometry, g, "{kind} {format:?}");
        }
    }
}
