//! The room of a worksheet: what is written reads back, and more than fits
//! is refused with the count that does.

use super::*;
use crate::read::read_returned;
use crate::write::check_room;
use sheetdoku_core::{generate, GenerateOptions, Variant};

/// `count` copies of one generated 9x9 puzzle with its answer.
fn class_of(count: usize) -> WorksheetDoc {
    let g = Geometry::for_variant(Variant::STANDARD, 9, None).unwrap();
    let p = generate(&g, 1, &GenerateOptions::default())
        .unwrap()
        .remove(0);
    WorksheetDoc::default().with_puzzles(vec![WorksheetPuzzle::generated(&g, p); count])
}

#[test]
fn a_worksheet_of_700_puzzles_in_ods_reads_back_for_marking() {
    let doc = class_of(700);
    assert_eq!(doc.room_for(700, WorkbookFormat::Ods), Ok(()));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("class.ods");
    write_worksheet(&path, &doc).unwrap();
    let grids = read_returned(&path).unwrap().expect("our worksheet");
    // Every P sheet, and the printed grids that show digits.
    let own = grids.iter().filter(|g| g.sheet.starts_with('P')).count();
    assert_eq!(own, 700);
}

#[test]
fn more_puzzles_than_fit_are_refused_with_the_count_that_fits() {
    let one = class_of(1);
    for format in [WorkbookFormat::Xlsx, WorkbookFormat::Ods] {
        let too_many = one.room_for(1000, format).unwrap_err();
        assert!(too_many.why.contains("1,005 sheets"), "{too_many:?}");
        // Each 9x9 takes 20 columns of the Check sheet (its P sheet and
        // its printed grid): 819 fill 16,380 of the 16,384; the count
        // found stops at a whole page of four.
        assert_eq!(too_many.fits, 816, "{format:?}");
        let fits = class_of(too_many.fits + 4);
        let why = check_room(&build(&fits, Audience::Teacher).unwrap()).unwrap_err();
        assert!(why.contains("columns"), "{why}");
        assert_eq!(
            check_room(&build(&class_of(too_many.fits), Audience::Teacher).unwrap()),
            Ok(())
        );
    }
}
