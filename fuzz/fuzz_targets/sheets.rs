//! Grid, block-map and extra-region extraction from sheets of cells, as
//! calamine would give them: the bytes spell out a few small sheets with
//! the names our layouts look for, cells that are mostly digits, and
//! options such as `--puzzle` ranges.
#![no_main]

use std::path::Path;

use arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use sheetdoku::fuzzing::{read_sheets, CellValue, Table};
use sheetdoku::Variant;
use sheetdoku::read::ReadOptions;

const NAMES: [&str; 8] = ["A", "B", "B2", "Info", "Sheet1", "Puzzle", "blocks", ""];
const TEXTS: [&str; 16] = [
    "A", "B", "B2", "Info", "Puzzle", "Blocks", "Extra", "variant", "size", "diagonals",
    "jigsaw", "windoku", "yes", ".", "-", "x",
];
const RANGES: [&str; 8] = ["A1:I9", "B2:J10", "Sheet1!A1", "B", "A!C3:F6", "Z9", "A1:D4", "'B2'!A1:I9"];

fn cell(u: &mut Unstructured) -> Result<CellValue> {
    Ok(match u.int_in_range(0u8..=15)? {
        0..=4 => CellValue::Empty,
        5..=10 => CellValue::Number(f64::from(u.int_in_range(0u8..=26)?)),
        11 => CellValue::Number(u.arbitrary()?),
        12 => CellValue::Text((*u.choose(&TEXTS)?).to_string()),
        13 => CellValue::Text(u.arbitrary()?),
        14 => CellValue::Bool(u.arbitrary()?),
        _ => CellValue::Error("#DIV/0!".to_string()),
    })
}

fn sheet(u: &mut Unstructured) -> Result<Table> {
    let rows = u.int_in_range(0usize..=30)?;
    let cols = u.int_in_range(0usize..=30)?;
    let mut cells = Vec::with_capacity(rows);
    for _ in 0..rows {
        let mut row = Vec::with_capacity(cols);
        for _ in 0..cols {
            row.push(cell(u)?);
        }
        cells.push(row);
    }
    let mut merged = Vec::new();
    if u.ratio(1u8, 8)? {
        let (t, l) = (u.int_in_range(0usize..=30)?, u.int_in_range(0usize..=30)?);
        merged.push((t, l, t + u.int_in_range(0usize..=3)?, l + u.int_in_range(0usize..=3)?));
    }
    Ok(Table {
        name: (*u.choose(&NAMES)?).to_string(),
        row0: u.int_in_range(0usize..=3)?,
        col0: u.int_in_range(0usize..=3)?,
        cells,
        merged,
        // No borders, fills or formulas: the values alone.
        look: Default::default(),
    })
}

fn run(u: &mut Unstructured) -> Result<()> {
    let count = u.int_in_range(1usize..=3)?;
    let mut sheets = Vec::new();
    for _ in 0..count {
        sheets.push(sheet(u)?);
    }
    let variants = [Variant::STANDARD, Variant::X, Variant::WINDOKU, Variant::JIGSAW];
    let pick = |u: &mut Unstructured| -> Result<Option<String>> {
        Ok(if u.ratio(1u8, 4)? {
            Some((*u.choose(&RANGES)?).to_string())
        } else {
            None
        })
    };
    let opts = ReadOptions::default()
        .with_puzzle(pick(u)?)
        .with_blocks(pick(u)?)
        .with_extra(pick(u)?)
        .with_variant(if u.ratio(1u8, 4)? { Some(*u.choose(&variants)?) } else { None })
        .with_size(if u.ratio(1u8, 4)? { Some(u.int_in_range(3usize..=26)?) } else { None });
    if let Ok(puzzles) = read_sheets(Path::new("fuzz.xlsx"), &sheets, &opts) {
        for p in puzzles {
            assert_eq!(p.givens.size(), p.geometry.size());
        }
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let _ = run(&mut Unstructured::new(data));
});
