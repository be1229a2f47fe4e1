//! What an error suggests to settle it, kept typed: the library says it in
//! its own words ([`Words`]), and a front end names its own settings (the
//! command line its flags) through [`Wording`] and [`crate::Error::text_with`].

/// A setting of reading or generating that an error can suggest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ReadSetting {
    /// Which puzzle to read: a range, a sheet, a name or a number.
    Puzzle,
    /// The block map: a range, a top-left cell or a sheet.
    Blocks,
    /// The extra regions: a range, a top-left cell or a sheet.
    Extra,
    /// The size of the grid.
    Size,
}

/// One value of a setting to choose, with what it picks ("Sheet1!A1:I9",
/// "9x9, row 9 empty").
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Choice {
    /// The setting.
    pub setting: ReadSetting,
    /// Its value, as typed ("Sheet1!A1:I9", "9").
    pub value: String,
    /// What it picks, if worth saying ("9x9, row 9 empty").
    pub picks: Option<String>,
}

impl Choice {
    /// `value` for `setting`, with nothing more to say.
    pub fn new(setting: ReadSetting, value: impl Into<String>) -> Self {
        Choice {
            setting,
            value: value.into(),
            picks: None,
        }
    }

    /// This choice, saying what it picks.
    pub fn picking(mut self, picks: impl Into<String>) -> Self {
        self.picks = Some(picks.into());
        self
    }

    /// `value` (this choice as a wording names it), then what it picks in
    /// brackets if it says.
    pub fn with_picks(&self, value: String) -> String {
        match &self.picks {
            Some(picks) => format!("{value} ({picks})"),
            None => value,
        }
    }
}

/// What settles an input the file alone does not decide.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Remedy {
    /// Give the block map (sheet B, a table labelled B, or the setting).
    GiveBlocks,
    /// Give the extra regions (sheet B2, or the setting).
    GiveExtra,
    /// Choose the grid by its range (SHEET!RANGE).
    ChooseRange,
    /// Choose one puzzle of a file of many by its name or number.
    ChoosePuzzle,
    /// Read the whole sheet of this name.
    ReadSheet(String),
    /// Choose one of these.
    ChooseOne(Vec<Choice>),
    /// Put a moved grid back where the grid of this name was (its sheet's
    /// name and place), so that the file says whose it is.
    PutBack(String),
}

/// How a message names the settings it suggests. [`Words`] is the
/// library's; the command line names its flags.
pub trait Wording {
    /// One choice: "Sheet1!A1:I9 (9x9, row 9 empty)", or on the command
    /// line "--puzzle 'Sheet1!A1:I9' (9x9, row 9 empty)".
    fn choice(&self, choice: &Choice) -> String;

    /// A remedy, as the end of a sentence ("give the block map (sheet B or
    /// a table labelled B)").
    fn remedy(&self, remedy: &Remedy) -> String;

    /// How to use a table the reader left unused ([`Unused`]): "give it as
    /// the block map", or on the command line "--blocks 'B!A1:I9' uses it".
    fn use_unused(&self, choice: &Choice) -> String;

    /// Choices one after another: each a grid or map to pick, then the
    /// sizes to give where they differ ("A1:D4 (4x4); A1:F6 (6x6); or give
    /// the size (size 4 or size 6)").
    fn choices(&self, choices: &[Choice]) -> String {
        let (sizes, picks): (Vec<&Choice>, Vec<&Choice>) =
            choices.iter().partition(|c| c.setting == ReadSetting::Size);
        let mut parts: Vec<String> = picks.iter().map(|c| self.choice(c)).collect();
        if !sizes.is_empty() {
            let sizes: Vec<String> = sizes.iter().map(|c| self.choice(c)).collect();
            parts.push(format!("or give the size ({})", sizes.join(" or ")));
        }
        parts.join("; ")
    }

    /// "choose one: a; b", or "choose a" for one choice.
    fn choose_one(&self, choices: &[Choice]) -> String {
        match choices {
            [one] => format!("choose {}", self.choice(one)),
            _ => format!("choose one: {}", self.choices(choices)),
        }
    }
}

/// The library's own words for the settings: no flag names.
#[derive(Clone, Copy, Debug, Default)]
pub struct Words;

impl Wording for Words {
    fn choice(&self, choice: &Choice) -> String {
        let value = match choice.setting {
            ReadSetting::Size => format!("size {}", choice.value),
            ReadSetting::Puzzle | ReadSetting::Blocks | ReadSetting::Extra => choice.value.clone(),
        };
        choice.with_picks(value)
    }

    fn remedy(&self, remedy: &Remedy) -> String {
        match remedy {
            Remedy::GiveBlocks => "give the block map (sheet B or a table labelled B)".to_string(),
            Remedy::GiveExtra => "give the extra regions (sheet B2)".to_string(),
            Remedy::ChooseRange => "choose the grid by its range (SHEET!RANGE)".to_string(),
            Remedy::ChoosePuzzle => "choose one by name or number".to_string(),
            Remedy::ReadSheet(sheet) => format!("read the whole sheet {sheet}"),
            Remedy::ChooseOne(choices) => self.choose_one(choices),
            Remedy::PutBack(name) => {
                format!("put it back where {name} was (the sheet's name and place)")
            }
        }
    }

    fn use_unused(&self, choice: &Choice) -> String {
        match choice.setting {
            ReadSetting::Blocks => "give it as the block map to use it".to_string(),
            ReadSetting::Extra => "give them as the extra regions to use them".to_string(),
            ReadSetting::Puzzle | ReadSetting::Size => "choose it to read it".to_string(),
        }
    }
}

/// A table of a workbook the reader saw but did not use: a block map,
/// extra regions or another grid, with the setting that would use it (its
/// [`Choice::setting`] says which of the three it is).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Unused {
    /// Where it is, as a sentence begins: "sheet 'Last week'".
    pub place: String,
    /// The setting and its value (the table's range) that would use it.
    pub choice: Choice,
}

impl Unused {
    /// The table at `place` ("sheet 'Last week'") that `choice` would use.
    pub fn new(place: String, choice: Choice) -> Self {
        Unused { place, choice }
    }

    /// "sheet 'Last week' also holds a block map, 'Last week'!A1:I9, that
    /// is not used (give it as the block map to use it)", in the pages'
    /// language, the remedy as `wording` says it.
    pub fn describe(&self, wording: &dyn Wording) -> String {
        let id = match self.choice.setting {
            ReadSetting::Blocks => "read-unused-blocks",
            ReadSetting::Extra => "read-unused-extra",
            ReadSetting::Puzzle | ReadSetting::Size => "read-unused-grid",
        };
        sheetdoku_i18n::text_with(
            id,
            &[
                ("place", &self.place),
                ("range", &self.choice.value),
                ("remedy", &wording.use_unused(&self.choice)),
            ],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_library_names_no_flag() {
        let choices = [
            Choice::new(ReadSetting::Puzzle, "A1:D4").picking("4x4"),
            Choice::new(ReadSetting::Size, "4"),
            Choice::new(ReadSetting::Size, "6"),
        ];
        assert_eq!(
            Words.choices(&choices),
            "A1:D4 (4x4); or give the size (size 4 or size 6)"
        );
        for remedy in [
            Remedy::GiveBlocks,
            Remedy::GiveExtra,
            Remedy::ChooseRange,
            Remedy::ChoosePuzzle,
            Remedy::ReadSheet("K1".to_string()),
            Remedy::ChooseOne(choices.to_vec()),
        ] {
            assert!(!Words.remedy(&remedy).contains("--"), "{remedy:?}");
        }
        let unused = Unused {
            place: "sheet 'Old'".to_string(),
            choice: Choice::new(ReadSetting::Blocks, "'Old'!A1:I9"),
        };
        assert_eq!(
            unused.describe(&Words),
            "sheet 'Old' also holds a block map, 'Old'!A1:I9, that is not used \
             (give it as the block map to use it)"
        );
    }
}
