//! The text puzzle parser: any text, with options picked by the first byte.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sheetdoku::Variant;
use sheetdoku::read::{parse_text, ReadOptions};

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let variants = [None, Some(Variant::X), Some(Variant::WINDOKU), Some(Variant::JIGSAW)];
    let opts = ReadOptions::default()
        .with_variant(variants[(pick & 3) as usize])
        .with_size((pick & 4 != 0).then_some(9))
        .with_puzzle((pick & 8 != 0).then(|| "2".to_string()));
    let text = String::from_utf8_lossy(rest);
    if let Ok(puzzles) = parse_text(&text, None, &opts) {
        for p in puzzles {
            assert_eq!(p.givens.size(), p.geometry.size());
        }
    }
});
