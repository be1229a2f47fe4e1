//! The library's errors as the command line prints them: the library says
//! what to give in its own words, and here each setting gets its flag
//! ("choose one with --puzzle NAME or NUMBER").

use sheetdoku::error::{Choice, Error, InputError, ReadSetting, Remedy, Wording, Words};

/// The settings named by the command's flags.
pub struct Flags;

impl Wording for Flags {
    fn choice(&self, choice: &Choice) -> String {
        let flag = match choice.setting {
            ReadSetting::Puzzle => "puzzle",
            ReadSetting::Blocks => "blocks",
            ReadSetting::Extra => "extra",
            ReadSetting::Size => return choice.with_picks(format!("--size {}", choice.value)),
            _ => return Words.choice(choice),
        };
        choice.with_picks(option(flag, &choice.value))
    }

    fn remedy(&self, remedy: &Remedy) -> String {
        match remedy {
            Remedy::GiveBlocks => lang().text("flag-give-blocks"),
            Remedy::GiveExtra => lang().text("flag-give-extra"),
            Remedy::ChooseRange => lang().text("flag-choose-range"),
            Remedy::ChoosePuzzle => lang().text("flag-choose-puzzle"),
            Remedy::ReadSheet(sheet) => lang().text_with("flag-read-sheet", &[("sheet", sheet)]),
            Remedy::ChooseOne(choices) => self.choose_one(choices),
            _ => Words.remedy(remedy),
        }
    }

    fn use_unused(&self, choice: &Choice) -> String {
        let id = match choice.setting {
            ReadSetting::Extra => "flag-use-extra",
            ReadSetting::Blocks => "flag-use-blocks",
            _ => "flag-use-grid",
        };
        lang().text_with(id, &[("flag", &self.choice(choice))])
    }
}

/// The language of the terminal's messages (`--lang`).
fn lang() -> sheetdoku::Lang {
    sheetdoku::language()
}

/// A flag with a value as a teacher types it in a shell: `--puzzle
/// 'Sheet1!B2:J10'`, or in double quotes where the value holds a single
/// quote (`--puzzle "'Trieda 3B'!B2:J10"`); a plain word or number bare.
fn option(flag: &str, value: &str) -> String {
    if value.chars().all(|c| c.is_ascii_alphanumeric()) {
        format!("--{flag} {value}")
    } else if value.contains('\'') {
        format!("--{flag} \"{value}\"")
    } else {
        format!("--{flag} '{value}'")
    }
}

/// `e` with the command's flags where the library names a setting.
pub fn text(e: &Error) -> String {
    match e {
        Error::TooManyGivens { givens, cells } => {
            format!("--givens {givens} is more than the {cells} cells of the grid")
        }
        Error::SolverNotBuilt { solver } => format!(
            "this sheetdoku was built without the {solver} solver; rebuild with --features \
             {solver} (needs cmake and libclang-dev)"
        ),
        Error::NoJigsawMap { size, tries } => format!(
            "no random {size}x{size} jigsaw map admitting a solution found in {tries} tries; \
             give one with --blocks-from FILE"
        ),
        other => other.text_with(&Flags),
    }
}

/// `problem` with the command's flags (see [`text`]).
pub fn problem_text(problem: &InputError) -> String {
    problem.text_with(&Flags)
}

/// An error of the command, each of its causes in turn as `{:#}` prints
/// them, the library's with the command's flags; a library error's message
/// is whole (an I/O error says its cause), so the causes under it are not
/// printed again.
pub fn chain_text(err: &anyhow::Error) -> String {
    let mut parts = Vec::new();
    for e in err.chain() {
        match e.downcast_ref::<Error>() {
            Some(e) => {
                parts.push(text(e));
                break;
            }
            None => parts.push(e.to_string()),
        }
    }
    parts.join(": ")
}
