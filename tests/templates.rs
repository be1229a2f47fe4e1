//! The blank input workbooks of `templates/` (made by
//! `scripts/templates.sh`) read back as blank puzzles of their variants,
//! in both formats, the jigsaw's example map is a real jigsaw and the
//! killers' example cages make killers with one solution.

use std::path::Path;

use sheetdoku::read::{read_puzzle, ReadOptions};
use sheetdoku::solve::{solutions_up_to_two, Solutions};
use sheetdoku::Variant;

/// (file stem, variant, size)
const TEMPLATES: [(&str, Variant, usize); 11] = [
    ("standard-4x4", Variant::STANDARD, 4),
    ("standard-6x6", Variant::STANDARD, 6),
    ("standard-9x9", Variant::STANDARD, 9),
    ("standard-16x16", Variant::STANDARD, 16),
    ("x-9x9", Variant::X, 9),
    ("windoku-9x9", Variant::WINDOKU, 9),
    ("windoku-x-9x9", Variant::WINDOKU_X, 9),
    ("jigsaw-9x9", Variant::JIGSAW, 9),
    ("killer-4x4", Variant::STANDARD, 4),
    ("killer-6x6", Variant::STANDARD, 6),
    ("killer-9x9", Variant::STANDARD, 9),
];

#[test]
fn every_template_reads_back_as_a_blank_puzzle_of_its_variant() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
    for (stem, variant, n) in TEMPLATES {
        for ext in ["xlsx", "ods"] {
            let path = dir.join(format!("{stem}.{ext}"));
            let p = read_puzzle(&path, &ReadOptions::default())
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(p.geometry.variant(), variant, "{stem}.{ext}");
            assert_eq!(p.geometry.size(), n, "{stem}.{ext}");
            assert_eq!(p.givens.given_count(), 0, "{stem}.{ext}: not blank");
            assert_eq!(p.source.sheet.as_deref(), Some("A"), "{stem}.{ext}");
            // A killer's example cages cover the grid and have one solution.
            let killer = stem.starts_with("killer");
            assert_eq!(p.geometry.cages().next().is_some(), killer, "{stem}.{ext}");
            if killer {
                let covered: usize = p.geometry.cages().map(|(_, c)| c.cells.len()).sum();
                assert_eq!(covered, n * n, "{stem}.{ext}");
                assert!(
                    matches!(
                        solutions_up_to_two(&p.geometry, &p.givens).unwrap(),
                        Solutions::Unique(_)
                    ),
                    "{stem}.{ext}"
                );
            }
            if variant == Variant::JIGSAW {
                // Irregular regions: not the 3x3 boxes.
                assert_eq!(p.geometry.box_shape(), None, "{stem}.{ext}");
            }
        }
    }
    // Nothing else in the folder but the README.
    let mut found: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    found.sort();
    let mut expected: Vec<String> = TEMPLATES
        .iter()
        .flat_map(|(stem, _, _)| [format!("{stem}.ods"), format!("{stem}.xlsx")])
        .chain(["README.md".to_string()])
        .collect();
    expected.sort();
    assert_eq!(found, expected);
}
