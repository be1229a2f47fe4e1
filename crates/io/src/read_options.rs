//! What a caller tells the readers, overriding what they would detect.

use sheetdoku_core::Variant;

/// Choices that override what the reader would detect.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// The puzzle grid: a range (`Sheet1!B2:J10`, `B2:J10`) or a sheet name
    /// for workbooks; a puzzle name ("Grid 07") or 1-based number for text.
    pub puzzle: Option<String>,
    /// The block map: a range, a top-left cell or a sheet name.
    pub blocks: Option<String>,
    /// The extra region map (`B̄`): a range, a top-left cell or a sheet name.
    pub extra: Option<String>,
    /// The variant, overriding the workbook's `Info` sheet and detection.
    pub variant: Option<Variant>,
    /// The grid size, when the grid's edge rows or columns are empty.
    pub size: Option<usize>,
}
