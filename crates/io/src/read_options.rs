//! What a caller tells the readers, overriding what they would detect.

use sheetdoku_core::Variant;

/// Choices that override what the reader would detect.
///
/// Built from [`Default`] (detect everything) with one `with_*` method per
/// field; the fields stay readable.
///
/// ```
/// use sheetdoku::read::ReadOptions;
/// use sheetdoku::Variant;
/// let opts = ReadOptions::default()
///     .with_puzzle(Some("Sheet1!B2:J10".to_string()))
///     .with_blocks(Some("Maps!B2".to_string()))
///     .with_extra(None)
///     .with_variant(Some(Variant::X))
///     .with_size(Some(9));
/// assert_eq!(opts.size, Some(9));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
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

impl ReadOptions {
    /// Sets [`puzzle`](Self::puzzle).
    #[must_use]
    pub fn with_puzzle(mut self, puzzle: Option<String>) -> Self {
        self.puzzle = puzzle;
        self
    }

    /// Sets [`blocks`](Self::blocks).
    #[must_use]
    pub fn with_blocks(mut self, blocks: Option<String>) -> Self {
        self.blocks = blocks;
        self
    }

    /// Sets [`extra`](Self::extra).
    #[must_use]
    pub fn with_extra(mut self, extra: Option<String>) -> Self {
        self.extra = extra;
        self
    }

    /// Sets [`variant`](Self::variant).
    #[must_use]
    pub fn with_variant(mut self, variant: Option<Variant>) -> Self {
        self.variant = variant;
        self
    }

    /// Sets [`size`](Self::size).
    #[must_use]
    pub fn with_size(mut self, size: Option<usize>) -> Self {
        self.size = size;
        self
    }
}
