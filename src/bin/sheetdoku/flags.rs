//! The library's errors as the command line prints them: the library says
//! what to give in its own words, and here each setting gets its flag
//! ("choose one with --puzzle NAME or NUMBER").

use std::sync::atomic::{AtomicBool, Ordering};

use sheetdoku::error::{Choice, Error, InputError, ReadSetting, Remedy, Wording, Words};

/// The settings named by the command's flags, or, for the Calc extension
/// ([`speak_calc`]), the steps in Calc that give them.
pub struct Flags;

/// Whether the remedies are steps in Calc (`--calc-words`, the extension's
/// setting) rather than flags.
static CALC: AtomicBool = AtomicBool::new(false);

/// Words every remedy as steps in LibreOffice Calc from now on: the Calc
/// extension runs the command, and its users see no command line.
pub fn speak_calc() {
    CALC.store(true, Ordering::Relaxed);
}

fn in_calc() -> bool {
    CALC.load(Ordering::Relaxed)
}

/// A range as Calc's Name Box writes it: "Sheet1.B2:J10" for "Sheet1!B2:J10".
fn calc_range(value: &str) -> String {
    match value.rsplit_once('!') {
        Some((sheet, range)) => format!("{sheet}.{range}"),
        None => value.to_string(),
    }
}

impl Flags {
    /// A choice as a step in Calc: the range to select, or the size of grid
    /// to select exactly.
    fn calc_choice(&self, choice: &Choice) -> String {
        let value = match choice.setting {
            ReadSetting::Size => lang().text_with("calc-choice-size", &[("n", &choice.value)]),
            _ => lang().text_with(
                "calc-choice-range",
                &[("range", &calc_range(&choice.value))],
            ),
        };
        choice.with_picks(value)
    }

    /// A remedy as a step in Calc.
    fn calc_remedy(&self, remedy: &Remedy) -> String {
        match remedy {
            Remedy::GiveBlocks => lang().text("calc-give-blocks"),
            Remedy::GiveExtra => lang().text("calc-give-extra"),
            Remedy::ChooseRange => lang().text("calc-choose-range"),
            Remedy::ChoosePuzzle => lang().text("calc-choose-puzzle"),
            Remedy::ReadSheet(sheet) => lang().text_with("calc-read-sheet", &[("sheet", sheet)]),
            Remedy::ChooseOne(choices) => self.choose_one(choices),
            _ => Words.remedy(remedy),
        }
    }
}

impl Wording for Flags {
    fn choice(&self, choice: &Choice) -> String {
        if in_calc() {
            return self.calc_choice(choice);
        }
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
        if in_calc() {
            return self.calc_remedy(remedy);
        }
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
        let id = match (in_calc(), choice.setting) {
            (false, ReadSetting::Extra) => "flag-use-extra",
            (false, ReadSetting::Blocks) => "flag-use-blocks",
            (false, _) => "flag-use-grid",
            (true, ReadSetting::Extra) => "calc-use-extra",
            (true, ReadSetting::Blocks) => "calc-use-blocks",
            (true, _) => "calc-use-grid",
        };
        lang().text_with(id, &[("flag", &self.choice(choice))])
    }

    fn choose_one(&self, choices: &[Choice]) -> String {
        let (one, many) = match in_calc() {
            true => ("calc-choose", "calc-choose-one-of"),
            false => ("flag-choose", "flag-choose-one-of"),
        };
        match choices {
            [choice] => lang().text_with(one, &[("choice", &self.choice(choice))]),
            _ => lang().text_with(many, &[("choices", &self.choices(choices))]),
        }
    }

    fn choices(&self, choices: &[Choice]) -> String {
        let (sizes, picks): (Vec<&Choice>, Vec<&Choice>) =
            choices.iter().partition(|c| c.setting == ReadSetting::Size);
        let mut parts: Vec<String> = picks.iter().map(|c| self.choice(c)).collect();
        if let Some((last, others)) = sizes.split_last() {
            let sizes = match others {
                [] => self.choice(last),
                _ => {
                    let others: Vec<String> = others.iter().map(|c| self.choice(c)).collect();
                    lang().text_with(
                        "units-or",
                        &[("list", &others.join(", ")), ("last", &self.choice(last))],
                    )
                }
            };
            let key = if in_calc() {
                "calc-or-size"
            } else {
                "flag-or-size"
            };
            parts.push(lang().text_with(key, &[("sizes", &sizes)]));
        }
        parts.join("; ")
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
