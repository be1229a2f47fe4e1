//! The names of our workbook layout, written once: the sheets the writers
//! make and the reader looks for, the labels on a worksheet's puzzle
//! sheets, and the keys of the `Info` sheet. The reader and every writer
//! take them from here.

/// The puzzle's givens (the paper's table A), from A1.
pub(crate) const GIVENS_SHEET: &str = "A";
/// The block map (the paper's B), from A1.
pub(crate) const BLOCKS_SHEET: &str = "B";
/// The extra regions (the paper's B̄), from A1.
pub(crate) const EXTRA_SHEET: &str = "B2";
/// A killer's cages: a grid of cage labels at A1 and the table of their
/// sums right of it.
pub(crate) const CAGE_SHEET: &str = "K";
/// Greater-than signs and even/odd cells as a teacher types them: a
/// `(2n-1) x (2n-1)` grid under a few lines of help, each cell of the
/// puzzle at an even row and column, the places between two cells beside
/// them (see `read/ours/marks_sheet.rs`).
pub(crate) const MARKS_SHEET_NAME: &str = "R";
/// The row (0-based) of sheet `R`'s grid, under its lines of help.
pub(crate) const MARKS_SHEET_TOP: usize = 5;
/// The key/value rows of a workbook's settings.
pub(crate) const INFO_SHEET: &str = "Info";
/// The printable page of a solution workbook.
pub(crate) const SOLUTION_PAGE: &str = "Solution";
/// The page a pupil fills in, in a solution workbook.
pub(crate) const PLAY_SHEET: &str = "Play";
/// The solution, in a solution workbook.
pub(crate) const SOLUTION_SHEET: &str = "S";
/// The live BLP model of a solution workbook.
pub(crate) const MODEL_SHEET: &str = "Model";
/// The solving path in words, in a solution workbook.
pub(crate) const STEPS_SHEET: &str = "Steps";
/// The hidden sheet of unit counts the self-checking sheets read.
pub(crate) const CHECK_SHEET: &str = "Check";
/// The answer key of a worksheet.
pub(crate) const ANSWERS_SHEET: &str = "Answers";
/// The name of a worksheet's printable sheet when every puzzle has one
/// size, and the start of the names of the printable sheets when sizes
/// differ.
pub(crate) const PRINTABLE: &str = "Worksheet";
/// The end of the name of a printable sheet of killers among others.
pub(crate) const KILLER: &str = "killer";
/// The answer key a marked workbook keeps (hidden).
pub(crate) const KEY_SHEET: &str = "Key";
/// The `Info` sheet's variant of a worksheet whose puzzles differ in
/// variant or size: each puzzle's own rules are on the key sheet.
pub(crate) const MIXED: &str = "mixed";
/// Cell A1 of the key sheet, which marks it as ours.
pub(crate) const KEY_MARKER: &str = "sheetdoku key";
/// The row (0-based) of the key sheet's first grid, under its headings.
pub(crate) const KEY_FIRST_ROW: usize = 2;
/// The column (0-based) of the key sheet that holds each grid's answer,
/// empty in a pupils' file.
pub(crate) const KEY_ANSWER_COLUMN: usize = 6;
/// The column of the key sheet holding a grid's version of a class set
/// (1 for version A; empty outside a class set).
pub(crate) const KEY_VERSION_COLUMN: usize = 8;
/// The marks of a class.
pub(crate) const MARKS_SHEET: &str = "Marks";

/// The label right of a worksheet's `P` sheet's grid, above its block map.
pub(crate) const BLOCKS: &str = "Blocks";
/// The label above a `P` sheet's extra regions.
pub(crate) const EXTRA: &str = "Extra";
/// The label above a killer's `P` sheet's cages (a grid of cage labels and
/// the table of their sums, as on sheet [`CAGE_SHEET`]).
pub(crate) const CAGES: &str = "Cages";

/// The `Info` key of the variant's name.
pub(crate) const VARIANT_KEY: &str = "variant";
/// The `Info` key of the grid's size.
pub(crate) const SIZE_KEY: &str = "size";
/// The `Info` key saying whether the diagonals are units ("yes"/"no").
pub(crate) const DIAGONALS_KEY: &str = "diagonals";
/// The `Info` key of the box shape ("3x3", or "irregular").
pub(crate) const BOX_KEY: &str = "box";
/// The `Info` key of the title of the printed pages.
pub(crate) const TITLE_KEY: &str = "title";
/// The `Info` keys of the links that open the puzzle in f-puzzles and in
/// SudokuPad.
pub(crate) const FPUZZLES_KEY: &str = "f-puzzles";
pub(crate) const SUDOKUPAD_KEY: &str = "SudokuPad";

/// The role a label cell or sheet name announces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    Puzzle,
    Blocks,
    Extra,
    Info,
}

impl Role {
    /// The sheet our layout gives this role.
    pub(crate) fn sheet(self) -> &'static str {
        match self {
            Role::Puzzle => GIVENS_SHEET,
            Role::Blocks => BLOCKS_SHEET,
            Role::Extra => EXTRA_SHEET,
            Role::Info => INFO_SHEET,
        }
    }
}

/// The role a label names: "A"/"Puzzle"/"Sudoku"/"Zadanie", "B"/"Blocks"/
/// "Block map"/"Regions", "B2"/"B̄"/"Extra", "Info".
pub(crate) fn role_of(text: &str) -> Option<Role> {
    let t = text.trim().trim_end_matches(':').trim().to_lowercase();
    match t.as_str() {
        "a" | "puzzle" | "sudoku" | "zadanie" => Some(Role::Puzzle),
        "b" | "blocks" | "block map" | "regions" => Some(Role::Blocks),
        "b2" | "b\u{304}" | "bbar" | "b bar" | "b-bar" | "b_bar" | "extra" | "extra regions"
        | "windows" => Some(Role::Extra),
        "info" => Some(Role::Info),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn our_sheet_names_announce_their_roles() {
        for role in [Role::Puzzle, Role::Blocks, Role::Extra, Role::Info] {
            assert_eq!(role_of(role.sheet()), Some(role));
        }
        assert_eq!(role_of(BLOCKS), Some(Role::Blocks));
        assert_eq!(role_of(EXTRA), Some(Role::Extra));
    }
}

/// The names of our workbook layout that a program driving sheetdoku from a
/// spreadsheet needs (the Calc extension reads them from `sheetdoku
/// extension-choices` instead of spelling them again): the sheets of an
/// input workbook, the start of a worksheet's printable sheets, and the
/// hidden answer key of a teacher's file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct LayoutNames {
    /// The sheets of an input workbook in our layout (givens, block map,
    /// extra regions, cages, settings, the hidden self-check), any of which
    /// stands for the workbook's one puzzle.
    pub input_sheets: [&'static str; 6],
    /// The givens' sheet, which with [`info_sheet`](Self::info_sheet)
    /// marks a workbook in our layout.
    pub givens_sheet: &'static str,
    /// The settings sheet.
    pub info_sheet: &'static str,
    /// The start of the name of every printable sheet of a worksheet.
    pub printable_prefix: &'static str,
    /// The hidden sheet of a worksheet that holds the marking key.
    pub key_sheet: &'static str,
    /// The text of cell A1 of the key sheet, which marks it as ours.
    pub key_marker: &'static str,
    /// The row (0-based) of the key sheet's first grid.
    pub key_first_row: usize,
    /// The column (0-based) of the key sheet that holds each grid's answer,
    /// empty in a pupils' file.
    pub key_answer_column: usize,
}

/// The names of our workbook layout, as the readers and writers use them.
pub const LAYOUT: LayoutNames = LayoutNames {
    input_sheets: [
        GIVENS_SHEET,
        BLOCKS_SHEET,
        EXTRA_SHEET,
        CAGE_SHEET,
        INFO_SHEET,
        CHECK_SHEET,
    ],
    givens_sheet: GIVENS_SHEET,
    info_sheet: INFO_SHEET,
    printable_prefix: PRINTABLE,
    key_sheet: KEY_SHEET,
    key_marker: KEY_MARKER,
    key_first_row: KEY_FIRST_ROW,
    key_answer_column: KEY_ANSWER_COLUMN,
};
