//! Whole-file reading from bytes: the first byte picks the file type.
#![no_main]

use std::io::Cursor;

use libfuzzer_sys::fuzz_target;
use sheetdoku::read::{read_puzzles_from, ReadOptions};

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let names = ["p.xlsx", "p.ods", "p.xls", "p.xlsb", "p.csv", "p.txt"];
    let name = names[pick as usize % names.len()];
    let _ = read_puzzles_from(Cursor::new(rest), name, &ReadOptions::default());
});
