//! The `sheetdoku` command line: a thin shell over the library.
//!
//! Exit codes: 0 success; 1 a puzzle result that is not an error (no
//! solution, not unique, a grid that breaks the rules); 2 a usage or input
//! error; 3 the time limit was reached (what was finished is kept); 130
//! stopped by Ctrl-C (in `generate` and `worksheet`, what was finished is
//! kept, as at the time limit).

use std::process::ExitCode;

use clap::Parser;

mod args;
mod cli;
mod cmd;
mod flags;
mod interrupt;
mod json;
mod status;

use status::Status;

/// The exit code of a command stopped by its time limit.
const TIME_LIMIT_EXIT: u8 = 3;

fn main() -> ExitCode {
    restore_sigpipe();
    let cli = cli::Cli::parse();
    if let Some(lang) = cli.lang {
        sheetdoku::set_language(lang);
    }
    if cli.calc_words {
        flags::speak_calc();
    }
    if cli.json {
        if matches!(cli.command, cli::Command::Explore(_)) {
            eprintln!("sheetdoku: error: explore has no --json output");
            return ExitCode::from(2);
        }
        json::start();
    }
    match cli.command.run() {
        Ok(Status::Success) => ExitCode::SUCCESS,
        Ok(Status::PuzzleResult) => ExitCode::from(1),
        Ok(Status::TimeLimit) => ExitCode::from(TIME_LIMIT_EXIT),
        Ok(Status::Interrupted) => ExitCode::from(interrupt::INTERRUPTED_EXIT),
        Err(err) if is_cancelled(&err) => {
            let text = flags::chain_text(&err);
            eprintln!("sheetdoku: {text}");
            json::emit(|| json::error(&english(&err), &text, interrupt::INTERRUPTED_EXIT));
            ExitCode::from(interrupt::INTERRUPTED_EXIT)
        }
        Err(err) if is_time_limit(&err) => {
            let text = flags::chain_text(&err);
            eprintln!("sheetdoku: {text}");
            json::emit(|| json::error(&english(&err), &text, TIME_LIMIT_EXIT));
            ExitCode::from(TIME_LIMIT_EXIT)
        }
        Err(err) => {
            let text = flags::chain_text(&err);
            eprintln!(
                "sheetdoku: {}: {text}",
                sheetdoku::language().text("cli-error")
            );
            json::emit(|| json::error(&english(&err), &text, 2));
            ExitCode::from(2)
        }
    }
}

/// The error's text in English, for the `--json` line.
fn english(err: &anyhow::Error) -> String {
    sheetdoku::with_language(sheetdoku::Lang::En, || flags::chain_text(err))
}

/// Whether the command stopped at its time limit (anywhere in the chain).
fn is_time_limit(err: &anyhow::Error) -> bool {
    err.chain().any(|e| {
        matches!(
            e.downcast_ref::<sheetdoku::error::Error>(),
            Some(sheetdoku::error::Error::TimeLimit { .. })
        )
    })
}

/// Whether Ctrl-C stopped the command (anywhere in the chain).
fn is_cancelled(err: &anyhow::Error) -> bool {
    err.chain().any(|e| {
        matches!(
            e.downcast_ref::<sheetdoku::error::Error>(),
            Some(sheetdoku::error::Error::Cancelled { .. })
        )
    })
}

/// Rust ignores SIGPIPE, so printing to a closed pipe (`sheetdoku ... | head`)
/// would panic; restore the default, which ends the process quietly as
/// other command-line tools do.
fn restore_sigpipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in main, before any other thread exists;
    // setting a signal's disposition to the default has no other effect.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
