//! Writes the blank input workbooks of `templates/`: one per variant and
//! size a teacher starts from (standard 4x4, 6x6, 9x9 and 16x16, Sudoku X,
//! Windoku, Windoku X, a jigsaw with an example block map and killers
//! 4x4, 6x6 and 9x9 with example cages), each as
//! `.xlsx` and `.ods`. Run by `scripts/templates.sh`:
//!
//! ```text
//! cargo run --example templates -- templates
//! ```

use std::path::PathBuf;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sheetdoku::generate::random_jigsaw;
use sheetdoku::write::{example_killer, write_input_workbook};
use sheetdoku::{Diagonals, Geometry, Grid, Puzzle, Variant};

fn main() -> anyhow::Result<()> {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "templates".into()),
    );
    std::fs::create_dir_all(&dir)?;
    // The jigsaw's example map: always the same (a fixed seed).
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let templates = [
        ("standard-4x4", Geometry::standard(4)?),
        ("standard-6x6", Geometry::standard(6)?),
        ("standard-9x9", Geometry::standard(9)?),
        ("standard-16x16", Geometry::standard(16)?),
        ("x-9x9", Geometry::for_variant(Variant::X, 9, None)?),
        (
            "windoku-9x9",
            Geometry::for_variant(Variant::WINDOKU, 9, None)?,
        ),
        (
            "windoku-x-9x9",
            Geometry::for_variant(Variant::WINDOKU_X, 9, None)?,
        ),
        ("jigsaw-9x9", random_jigsaw(9, Diagonals::None, &mut rng)?),
        // Killers: example cages on sheet K, each example with one solution.
        ("killer-4x4", example_killer(&Geometry::standard(4)?, 2028)?),
        ("killer-6x6", example_killer(&Geometry::standard(6)?, 2030)?),
        ("killer-9x9", example_killer(&Geometry::standard(9)?, 2033)?),
    ];
    for (name, geometry) in templates {
        let blank = Puzzle::new(geometry.clone(), Grid::empty(geometry.size()))?;
        for ext in ["xlsx", "ods"] {
            let path = dir.join(format!("{name}.{ext}"));
            write_input_workbook(&path, &blank)?;
            println!("wrote {}", path.display());
        }
    }
    Ok(())
}
