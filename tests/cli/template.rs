//! `template --variant jigsaw`: an example block map in sheet B, the Info
//! sheet saying jigsaw, and the grid checking itself by that map.

use predicates::prelude::*;
use sheetdoku::read::{read_puzzle, ReadOptions};
use sheetdoku::Variant;
use tempfile::TempDir;

use super::common::sheetdoku;
use super::pupil::grid_of;

#[test]
fn a_jigsaw_template_holds_an_example_map_and_says_jigsaw() {
    let dir = TempDir::new().unwrap();
    for (variant, expected) in [("jigsaw", Variant::JIGSAW), ("jigsaw-x", Variant::JIGSAW_X)] {
        for ext in ["xlsx", "ods"] {
            let out = dir.path().join(format!("{variant}.{ext}"));
            sheetdoku()
                .args(["template", "--variant", variant, "-o"])
                .arg(&out)
                .assert()
                .success()
                .stdout(predicate::str::contains("jigsaw"))
                .stdout(predicate::str::contains("standard").not());
            let p = read_puzzle(&out, &ReadOptions::default()).unwrap();
            assert_eq!(p.geometry.variant(), expected, "{variant} {ext}");
            assert_eq!(p.geometry.box_shape(), None);
            assert_eq!(p.givens.given_count(), 0);
            // Sheet B holds the map the puzzle was read with: not the boxes.
            let map = grid_of(&out, "B", 0, 0, 9);
            let boxes: Vec<u8> = (0..81)
                .map(|i| ((i / 27) * 3 + (i % 9) / 3 + 1) as u8)
                .collect();
            assert_ne!(map, boxes);
            for cell in 0..81 {
                let same = (0..81).filter(|&o| map[o] == map[cell]);
                let region: Vec<usize> = same.collect();
                assert!(
                    region
                        .iter()
                        .all(|&o| p.geometry.block_of(o) == p.geometry.block_of(cell)),
                    "cell {cell}"
                );
            }
            // The Info sheet says so.
            let mut book = calamine::open_workbook_auto(&out).unwrap();
            use calamine::Reader;
            let info = book.worksheet_range("Info").unwrap();
            let variant_row = info
                .rows()
                .find(|r| matches!(&r[0], calamine::Data::String(s) if s == "variant"))
                .map(|r| r[1].to_string());
            assert_eq!(variant_row.as_deref(), Some(expected.name().as_str()));
        }
    }
}

#[test]
fn a_killer_typed_on_its_template_is_solved_into_a_workbook_with_its_cages() {
    let dir = TempDir::new().unwrap();
    let template =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/killer-6x6.ods");
    for ext in ["xlsx", "ods"] {
        let out = dir.path().join(format!("solved.{ext}"));
        let run = sheetdoku()
            .args(["solve", "--unique", "-o"])
            .arg(&out)
            .arg(&template)
            .assert()
            .success();
        let said = String::from_utf8_lossy(&run.get_output().stdout).to_string()
            + &String::from_utf8_lossy(&run.get_output().stderr);
        // Sheet K is the cages, not a grid left unread.
        assert!(!said.contains("also holds"), "{said}");
        assert!(said.contains("unique: proven"), "{said}");
        let p = sheetdoku::read::read_puzzle(&template, &sheetdoku::read::ReadOptions::default())
            .unwrap();
        let grids = sheetdoku::read::read_returned(&out).unwrap().unwrap();
        assert_eq!(grids[0].sheet, "Play");
        assert_eq!(
            grids[0].geometry.cages().count(),
            p.geometry.cages().count()
        );
        // The workbook reads back as the same killer.
        let again =
            sheetdoku::read::read_puzzle(&out, &sheetdoku::read::ReadOptions::default()).unwrap();
        assert_eq!(again.geometry.cages().count(), p.geometry.cages().count());
    }
}
