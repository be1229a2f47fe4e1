//! Writes the workbooks that `scripts/pictures.sh` renders: a Windoku X
//! puzzle (thinned from the solved grid of Table 6 of Peško's paper while it
//! stays unique), solved, as `windoku-x.xlsx`; and the same puzzle with one
//! clashing digit added, as `clash.xlsx`, to see the red marks; and a
//! generator worksheet of four 9x9 puzzles on one A4 page, as
//! `worksheet.xlsx` (what `sheetdoku generate --count 4 --per-page 4
//! --symmetry rotate180 --seed 7` writes).
//!
//! Run: `cargo run --example pictures -- OUT_DIR`

use std::path::PathBuf;

use sheetdoku::generate::{generate, GenerateOptions, Symmetry};
use sheetdoku::solve::{find_other_solution, BlpOptions, Uniqueness};
use sheetdoku::write::{
    write_solution_workbook, write_worksheet, SolutionDoc, WorksheetDoc, WorksheetPuzzle,
};
use sheetdoku::{Geometry, Grid, Puzzle, Variant};

/// Windoku X, Table 6 of the paper.
const SOLVED: &str =
    "123456789548279613679318524216597438397184256854632971782961345931745862465823197";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = PathBuf::from(std::env::args().nth(1).ok_or("usage: pictures OUT_DIR")?);
    let geometry = Geometry::for_variant(Variant::WINDOKU_X, 9, None)?;
    let solution = Grid::parse_line(SOLVED)?;
    let opts = BlpOptions::default();
    // Empty cells one by one (in a scattered order) while the solution stays unique.
    let mut givens = solution.clone();
    for i in 0..81 {
        let cell = (i * 29) % 81;
        let digit = givens.get(cell);
        givens.set(cell, 0);
        if find_other_solution(&geometry, &givens, &solution, &opts)?.is_some() {
            givens.set(cell, digit);
        }
    }
    let puzzle = Puzzle::new(geometry.clone(), givens.clone())?;
    let status = format!(
        "Solved by microlp; {} givens, the solution is unique",
        givens.given_count()
    );
    let doc = SolutionDoc::new(&puzzle, &status)
        .with_solution(Some(&solution))
        .with_uniqueness(&Uniqueness::Unique)
        .with_title(Some("Class 3B: puzzle of the week"));
    write_solution_workbook(&out.join("windoku-x.xlsx"), &doc)?;

    // The first empty cell gets the digit of a given in its row: a clash.
    let n = 9;
    let empty = (0..n * n)
        .find(|&c| givens.get(c) == 0)
        .ok_or("no empty cell")?;
    let row = empty / n;
    let peer = (row * n..row * n + n)
        .find(|&c| givens.get(c) != 0)
        .ok_or("empty row")?;
    let mut clashing = givens.clone();
    clashing.set(empty, givens.get(peer));
    let puzzle = Puzzle::new(geometry, clashing)?;
    let doc = doc
        .with_puzzle(&puzzle)
        .with_solution(None)
        .with_uniqueness(&Uniqueness::Unknown)
        .with_status("Not solved: a digit clashes");
    write_solution_workbook(&out.join("clash.xlsx"), &doc)?;

    let standard = Geometry::standard(9)?;
    let opts = GenerateOptions::default()
        .with_seed(7)
        .with_symmetry(Symmetry::Rotate180);
    let puzzles = generate(&standard, 4, &opts)?
        .into_iter()
        .map(|p| WorksheetPuzzle::generated(&standard, p))
        .collect();
    let doc = WorksheetDoc::default()
        .with_title("Class 3B")
        .with_puzzles(puzzles)
        .with_per_page(4);
    write_worksheet(&out.join("worksheet.xlsx"), &doc)?;
    Ok(())
}
