//! `sheetdoku extension-choices` (hidden; scripts/build-oxt.sh runs it):
//! the choices the Calc extension's dialogs offer and the names of our
//! workbook layout it looks for, as one JSON object, so that the extension
//! reads them from the program it drives instead of spelling them again.
//!
//! ```text
//! {"variants": ["standard", "x", ...], "sizes": [4, 6, 9, 12, 16],
//!  "levels": ["easy", ...], "per_page": [1, 2, 4, 6],
//!  "symmetries": ["none", ...], "languages": ["en", "sk", ...],
//!  "layout": {"input_sheets": ["A", "B", "B2", "K", "Info", "Check"], ...}}
//! ```
//!
//! Every list is in the order the dialogs show it, each value as the
//! command line spells it: `variants` and `symmetries` are clap's values
//! of `--variant` and `--symmetry`, `levels` those of `--difficulty`,
//! `per_page` those of `--per-page`, `languages` those of `--lang`.

use anyhow::Result;
use clap::ValueEnum;
use serde_json::{json, Value};
use sheetdoku::rate::Level;
use sheetdoku::Lang;
use sheetdoku_io::LAYOUT;

use crate::args::{VariantArg, PER_PAGE};
use crate::cmd::generate::SymmetryArg;
use crate::status::Status;

/// The grid sizes the New worksheet and Template dialogs offer: those with
/// boxes a class knows (2x2, 2x3, 3x3, 3x4, 4x4), each made in seconds.
pub const DIALOG_SIZES: [usize; 5] = [4, 6, 9, 12, 16];

/// Print the Calc extension's choices and layout names (for the build).
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Prints the JSON object.
pub fn run(_args: Args) -> Result<Status> {
    println!("{}", choices());
    Ok(Status::Success)
}

/// The names clap accepts for a value enum, in its order.
fn names<T: ValueEnum>() -> Vec<String> {
    T::value_variants()
        .iter()
        .filter_map(|v| v.to_possible_value())
        .map(|v| v.get_name().to_string())
        .collect()
}

/// The choices and layout names, as printed.
fn choices() -> Value {
    json!({
        "variants": names::<VariantArg>(),
        "sizes": DIALOG_SIZES,
        "levels": Level::ALL.iter().map(|l| l.name()).collect::<Vec<_>>(),
        "per_page": PER_PAGE,
        "symmetries": names::<SymmetryArg>(),
        "languages": Lang::ALL.iter().map(|l| l.code()).collect::<Vec<_>>(),
        "layout": {
            "input_sheets": LAYOUT.input_sheets,
            "givens_sheet": LAYOUT.givens_sheet,
            "info_sheet": LAYOUT.info_sheet,
            "printable_prefix": LAYOUT.printable_prefix,
            "key_sheet": LAYOUT.key_sheet,
            "key_marker": LAYOUT.key_marker,
            "key_first_row": LAYOUT.key_first_row,
            "key_answer_column": LAYOUT.key_answer_column,
        },
    })
}
