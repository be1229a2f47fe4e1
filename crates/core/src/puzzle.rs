//! A puzzle as read from a file: its geometry, its givens and where it came
//! from (so that messages name the spreadsheet's own cells).

use std::path::Path;
use std::sync::Arc;

use crate::error::{Error, Location, Result};
use crate::geometry::Geometry;
use crate::grid::{CellNamer, Grid};
use crate::remedy::{Unused, Wording};

/// The kind of file a puzzle was read from: a workbook's format as its
/// content shows it, whatever its name says (an .xlsx uploaded as
/// `class.ods` is [`SourceFormat::Xlsx`]), text by its name's ending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SourceFormat {
    /// Office Open XML (`.xlsx`, `.xlsm`).
    Xlsx,
    /// Excel's binary workbook (`.xlsb`).
    Xlsb,
    /// Excel 97-2003 (`.xls`).
    Xls,
    /// OpenDocument (LibreOffice Calc's `.ods`).
    Ods,
    /// Comma- or semicolon-separated values (`.csv`).
    Csv,
    /// Text of our forms (`.txt`, `.sdk`, ...; a spreadsheet's
    /// tab-separated text export too).
    Text,
    /// f-puzzles JSON: a `.json` file, an f-puzzles or SudokuPad link, or
    /// a text file of such links.
    Fpuzzles,
}

impl SourceFormat {
    /// The format's usual file ending, without the dot (`"ods"`); `"json"`
    /// for f-puzzles data.
    pub fn extension(self) -> &'static str {
        match self {
            SourceFormat::Xlsx => "xlsx",
            SourceFormat::Xlsb => "xlsb",
            SourceFormat::Xls => "xls",
            SourceFormat::Ods => "ods",
            SourceFormat::Csv => "csv",
            SourceFormat::Text => "txt",
            SourceFormat::Fpuzzles => "json",
        }
    }

    /// Whether it is a workbook (a spreadsheet file, not text).
    pub fn is_workbook(self) -> bool {
        match self {
            SourceFormat::Xlsx | SourceFormat::Xlsb | SourceFormat::Xls | SourceFormat::Ods => true,
            SourceFormat::Csv | SourceFormat::Text | SourceFormat::Fpuzzles => false,
        }
    }
}

/// Where a puzzle was read from: made by the readers, or from `default()`
/// (a puzzle not read from a file) with one `with_*` method per field.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Source {
    /// The kind of file, as the reader found it; `None` for a puzzle not
    /// read from a file (made with [`Puzzle::new`]).
    pub format: Option<SourceFormat>,
    /// The file (shared by the puzzles of a file of many).
    pub file: Option<Arc<Path>>,
    /// The sheet holding the puzzle table, for spreadsheets.
    pub sheet: Option<String>,
    /// Sheet position of the grid's top-left cell.
    pub namer: CellNamer,
    /// The 1-based first line, for text files.
    pub line: Option<usize>,
    /// A name for the puzzle ("Grid 01", a sheet name), if the file gives one.
    pub name: Option<String>,
    /// How the reader found the grid, when the sheet left a choice that
    /// its own evidence decided ("grid Sheet1!B2:J10, from its borders").
    pub found: Option<String>,
    /// The tables of the workbook the reader saw but did not use (block
    /// maps, extra regions, other grids), when one puzzle was read.
    pub unused: Vec<Unused>,
}

impl Source {
    /// Sets [`format`](Self::format).
    #[must_use]
    pub fn with_format(mut self, format: Option<SourceFormat>) -> Self {
        self.format = format;
        self
    }

    /// Sets [`file`](Self::file).
    #[must_use]
    pub fn with_file(mut self, file: Option<Arc<Path>>) -> Self {
        self.file = file;
        self
    }

    /// Sets [`sheet`](Self::sheet).
    #[must_use]
    pub fn with_sheet(mut self, sheet: Option<String>) -> Self {
        self.sheet = sheet;
        self
    }

    /// Sets [`namer`](Self::namer).
    #[must_use]
    pub fn with_namer(mut self, namer: CellNamer) -> Self {
        self.namer = namer;
        self
    }

    /// Sets [`line`](Self::line).
    #[must_use]
    pub fn with_line(mut self, line: Option<usize>) -> Self {
        self.line = line;
        self
    }

    /// Sets [`name`](Self::name).
    #[must_use]
    pub fn with_name(mut self, name: Option<String>) -> Self {
        self.name = name;
        self
    }

    /// Sets [`found`](Self::found).
    #[must_use]
    pub fn with_found(mut self, found: Option<String>) -> Self {
        self.found = found;
        self
    }

    /// Sets [`unused`](Self::unused).
    #[must_use]
    pub fn with_unused(mut self, unused: Vec<Unused>) -> Self {
        self.unused = unused;
        self
    }

    /// What the reader says of its reading: how it found the grid, then
    /// each table it did not use with how to use it, as `wording` names
    /// the settings; `None` when there is nothing to say.
    pub fn reading(&self, wording: &dyn Wording) -> Option<String> {
        let parts: Vec<String> = self
            .found
            .iter()
            .cloned()
            .chain(self.unused.iter().map(|u| u.describe(wording)))
            .collect();
        (!parts.is_empty()).then(|| parts.join("; "))
    }

    /// The location of the whole puzzle.
    pub fn location(&self) -> Location {
        Location {
            file: self.file.as_deref().map(Path::to_path_buf),
            sheet: self.sheet.clone(),
            cell: None,
            line: self.line,
        }
    }

    /// The location of one grid cell of a size-`n` grid.
    pub fn cell_location(&self, n: usize, cell: usize) -> Location {
        let mut loc = self.location();
        if self.line.is_none() {
            loc.cell = Some(self.namer.cell(n, cell));
        }
        loc
    }

    /// A short label: the name, else file and sheet or line.
    pub fn label(&self) -> String {
        if let Some(name) = &self.name {
            return name.clone();
        }
        self.location().to_string()
    }
}

/// A puzzle: geometry, givens (0 = empty) and source.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Puzzle {
    /// The grid's units.
    pub geometry: Geometry,
    /// The givens.
    pub givens: Grid,
    /// Where it came from.
    pub source: Source,
}

impl Puzzle {
    /// A puzzle with no known source: [`Error::SizeMismatch`] when the
    /// givens have another size than the geometry.
    ///
    /// ```
    /// use sheetdoku::{Geometry, Grid, Puzzle};
    /// use sheetdoku::error::Error;
    /// let g = Geometry::standard(9).unwrap();
    /// assert!(Puzzle::new(g.clone(), Grid::empty(9)).is_ok());
    /// let err = Puzzle::new(g, Grid::empty(4)).unwrap_err();
    /// assert!(matches!(err, Error::SizeMismatch { expected: 9, found: 4 }));
    /// ```
    pub fn new(geometry: Geometry, givens: Grid) -> Result<Self> {
        Error::check_size(geometry.size(), givens.size())?;
        Ok(Puzzle {
            geometry,
            givens,
            source: Source::default(),
        })
    }

    /// Sets [`source`](Self::source): where it was read from.
    #[must_use]
    pub fn with_source(mut self, source: Source) -> Self {
        self.source = source;
        self
    }

    /// The rules.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The givens (0 = empty).
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// Where it came from.
    pub fn source(&self) -> &Source {
        &self.source
    }

    /// The namer for cells of this puzzle.
    pub fn namer(&self) -> &CellNamer {
        &self.source.namer
    }
}
