//! The `sheetdoku` command line: a thin shell over the library.

use std::process::ExitCode;

fn main() -> ExitCode {
    eprintln!("sheetdoku: the command line is being built");
    ExitCode::from(2)
}
