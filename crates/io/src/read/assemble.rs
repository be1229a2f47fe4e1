//! From sheets to puzzles: which sheet and range hold the puzzle, the block
//! map and the extra regions; reading their cells; the variant.

use std::path::Path;

use super::container::table::{Rect, Table};
use super::find::detect::{place, survey, Survey};
use super::find::number_frame::{self, Framed};
use super::find::range::{parse_range, RangeSpec};
use super::find::regions::{self, Drawn};
use super::find::shape::supported;
use super::opened_book::{Info, Opened};
use super::ours::cages::is_cage_sheet;
use super::ours::marks_sheet::is_marks_sheet;
use super::{find::grids, ours::own_workbook};
use crate::layout::{role_of, Role};
use crate::read_options::ReadOptions;
use sheetdoku_core::Puzzle;
use sheetdoku_core::ReturnedGrid;
use sheetdoku_core::{Blocks, Extra, GeometryError};
use sheetdoku_core::{Error, InputError, Location, Remedy, Result};

/// A sheet name as written before `!` in a range.
pub(crate) fn quote_sheet(name: &str) -> String {
    if name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        name.to_string()
    } else {
        format!("'{}'", name.replace('\'', "''"))
    }
}

/// Every puzzle of a workbook (or CSV table), as [`super::read_puzzles`].
pub(crate) fn puzzles(file: &Path, tables: &[Table], opts: &ReadOptions) -> Result<Vec<Puzzle>> {
    if let Some(n) = opts.size.filter(|&n| !supported(n)) {
        return Err(GeometryError::UnsupportedSize(n).into());
    }
    let mut book = Opened {
        file,
        tables,
        opts,
        info: Info::default(),
        used: Default::default(),
        stored: None,
    };
    book.info = grids::read_info(&book)?;
    book.stored = super::ours::stored::key_rows(file, tables)?;
    book.all()
}

/// The grids a pupil could fill in, as [`super::read_returned`].
pub(crate) fn returned(file: &Path, tables: &[Table]) -> Result<Option<Vec<ReturnedGrid>>> {
    let opts = ReadOptions::default();
    let mut book = Opened {
        file,
        tables,
        opts: &opts,
        info: Info::default(),
        used: Default::default(),
        stored: None,
    };
    book.info = grids::read_info(&book)?;
    book.returned()
}

impl<'a> Opened<'a> {
    /// The location of a sheet (no sheet for CSV tables).
    pub fn loc(&self, table: &Table) -> Location {
        let loc = Location::file(self.file);
        if table.name.is_empty() {
            loc
        } else {
            loc.sheet(&table.name)
        }
    }

    /// The size given by the options or the Info sheet.
    pub fn size_hint(&self) -> Option<usize> {
        self.opts.size.or(self.info.size)
    }

    /// A sheet by name: exact, then ignoring case.
    pub fn table(&self, name: &str) -> Result<&'a Table> {
        self.tables
            .iter()
            .find(|t| t.name == name)
            .or_else(|| {
                self.tables
                    .iter()
                    .find(|t| t.name.eq_ignore_ascii_case(name))
            })
            .ok_or_else(|| {
                Error::input(
                    Location::file(self.file),
                    InputError::MissingSheet {
                        name: name.to_string(),
                        available: self.tables.iter().map(|t| t.name.clone()).collect(),
                    },
                )
            })
    }

    /// The sheet named for a role: our own name ("A", "B", "B2", "Info")
    /// exactly, then any name of that role ("Puzzle", "blocks", ...).
    pub fn role_sheet(&self, role: Role) -> Option<&'a Table> {
        let ours = role.sheet();
        self.tables
            .iter()
            .find(|t| t.name == ours)
            .or_else(|| self.tables.iter().find(|t| role_of(&t.name) == Some(role)))
    }

    fn spec(&self, text: &str) -> Result<RangeSpec> {
        parse_range(text)
            .map_err(|why| Error::input(Location::file(self.file), InputError::BadRange(why)))
    }

    fn all(&self) -> Result<Vec<Puzzle>> {
        let mut puzzles = match &self.opts.puzzle {
            Some(text) => self.selected(text)?,
            None => self.every()?,
        };
        // One puzzle read: say what else the workbook holds.
        // (Our workbooks, a worksheet or one with a key, hold nothing
        // else to note.)
        if let [puzzle] = puzzles.as_mut_slice() {
            if own_workbook::worksheet(self.tables).is_none() && self.stored.is_none() {
                let notes = self.unused();
                if !notes.is_empty() {
                    // What was read first, then what was not.
                    let first = puzzle
                        .source
                        .found
                        .take()
                        .or_else(|| self.grid_read(puzzle));
                    puzzle.source.found = first;
                    puzzle.source.unused = notes;
                }
            }
        }
        Ok(puzzles)
    }

    /// "grid A!A1:I9": where the puzzle was read.
    fn grid_read(&self, puzzle: &Puzzle) -> Option<String> {
        let n = puzzle.givens.size();
        let sheet = puzzle.source.sheet.as_deref().unwrap_or("");
        let first = puzzle.source.namer.cell(n, 0);
        let used = self.used.borrow();
        let (_, rect) = used.iter().find(|(s, r)| {
            s == sheet && r.height() == n && sheetdoku_core::a1(r.top, r.left) == first
        })?;
        let table = self.tables.iter().find(|t| t.name == sheet)?;
        Some(format!("grid {}", self.range_name(table, rect)))
    }

    /// Every puzzle of the book, without a selection: a worksheet's own
    /// sheets, else sheet `A` of our layout, else each sheet's grid.
    pub(crate) fn every(&self) -> Result<Vec<Puzzle>> {
        self.each(false)
    }

    /// Every puzzle of the book, counting each grid of a sheet (in reading
    /// order), as `--puzzle NUMBER` counts them.
    pub(crate) fn every_grid(&self) -> Result<Vec<Puzzle>> {
        self.each(true)
    }

    fn each(&self, every_grid: bool) -> Result<Vec<Puzzle>> {
        if let Some(sheets) = own_workbook::worksheet(self.tables) {
            return sheets
                .into_iter()
                .map(|(table, n)| self.own_sheet(table, n))
                .collect();
        }
        if let Some(table) = self.role_sheet(Role::Puzzle) {
            if let Some(puzzle) = self.stored(table)? {
                return Ok(vec![puzzle]);
            }
            let anchor = (table.name == "A").then_some((0, 0));
            if let Some(puzzle) = self.on_sheet(table, anchor)? {
                return Ok(vec![puzzle]);
            }
            // Our layout with a blank grid (a template): the size comes
            // from the Info sheet or the options.
            return match self.size_hint() {
                Some(n) => Ok(vec![self.finish(
                    table,
                    &survey(table),
                    Rect::square(0, 0, n),
                )?]),
                None => match self
                    .scattered(table)
                    .map_err(|e| self.formulas_first(table, e))?
                {
                    Some(puzzle) => Ok(vec![puzzle]),
                    None => Err(self.no_grid()),
                },
            };
        }
        let mut found = Vec::new();
        for table in self.tables {
            if role_of(&table.name).is_some()
                || is_cage_sheet(&table.name)
                || is_marks_sheet(&table.name)
                || table.is_blank()
            {
                continue;
            }
            if every_grid {
                found.extend(self.all_on_sheet(table)?);
            } else if let Some(p) = self.on_sheet(table, None)? {
                found.push(p);
            }
        }
        if found.is_empty() {
            // No block of digits is a grid by itself: digits too few.
            for table in self.tables {
                if role_of(&table.name).is_none() && !table.is_blank() {
                    found.extend(
                        self.scattered(table)
                            .map_err(|e| self.formulas_first(table, e))?,
                    );
                }
            }
        }
        if found.is_empty() {
            return Err(self.no_grid());
        }
        Ok(found)
    }

    pub(crate) fn no_grid(&self) -> Error {
        if let Some(formula) = self
            .tables
            .iter()
            .find_map(|t| super::find::grids::first_unstored_formula(self, t))
        {
            return formula;
        }
        let sheets: Vec<String> = self.tables.iter().map(|t| t.name.clone()).collect();
        let why = if sheets.iter().all(String::is_empty) {
            "no block of digits".to_string()
        } else {
            format!("no block of digits in sheets {}", sheets.join(", "))
        };
        Error::input(Location::file(self.file), InputError::NoGrid(why))
    }

    /// A range given by the user: a one-cell range is the top-left cell of a
    /// square of size `n`; a range wholly outside the sheet is refused.
    pub fn user_rect(
        &self,
        table: &Table,
        rect: Rect,
        n: Option<usize>,
        text: &str,
    ) -> Result<Rect> {
        let bad = |why: String| Error::input(self.loc(table), InputError::BadRange(why));
        let rect = if rect.height() == 1 && rect.width() == 1 {
            match n {
                Some(n) => Rect::square(rect.top, rect.left, n),
                None => {
                    return Err(bad(format!(
                        "'{text}' is one cell; give the whole range (like B2:J10) or the size"
                    )))
                }
            }
        } else {
            rect
        };
        let (rows, cols) = table.end();
        if rect.top >= rows || rect.left >= cols {
            let used = if table.is_blank() {
                "the sheet is empty".to_string()
            } else {
                format!(
                    "its cells end at {}",
                    sheetdoku_core::a1(rows - 1, cols - 1)
                )
            };
            return Err(bad(format!("{} is outside the sheet ({used})", rect.a1())));
        }
        Ok(rect)
    }

    /// `Sheet!B2:J10` (or `B2:J10` for a CSV table).
    pub fn range_name(&self, table: &Table, rect: &Rect) -> String {
        match table.name.as_str() {
            "" => rect.a1(),
            name => format!("{}!{}", quote_sheet(name), rect.a1()),
        }
    }

    /// The size of the block map given with `--blocks`, labelled or on
    /// sheet B, when it is a full square (inside any row and column
    /// numbers).
    pub(crate) fn block_map_size(&self, survey: &Survey) -> Option<usize> {
        let (sheet, piece) = if let Some(text) = &self.opts.blocks {
            let spec = parse_range(text).ok()?;
            match spec.rect {
                Some(rect) if rect.height() > 1 || rect.width() > 1 => (None, rect),
                Some(_) => return None,
                None => {
                    let sheet = self.table(spec.sheet.as_deref()?).ok()?;
                    let mut c = super::find::detect::survey(sheet).unlabelled_candidates();
                    (Some(sheet), (c.len() == 1).then(|| c.remove(0))?)
                }
            }
        } else {
            match survey.label(Role::Blocks) {
                Some(label) => (None, survey.piece_for(label)?),
                None => {
                    let sheet = self.role_sheet(Role::Blocks)?;
                    let mut c = super::find::detect::survey(sheet).unlabelled_candidates();
                    (Some(sheet), (c.len() == 1).then(|| c.remove(0))?)
                }
            }
        };
        let piece = match sheet.map(|t| number_frame::inner(t, piece)) {
            Some(Framed::Inner(grid)) => grid,
            _ => piece,
        };
        (piece.height() == piece.width() && supported(piece.height())).then_some(piece.height())
    }

    /// Reads the grid at `rect` and the maps that go with it.
    pub(crate) fn finish(&self, table: &Table, survey: &Survey, rect: Rect) -> Result<Puzzle> {
        if own_workbook::own_cages(table).is_some() {
            // Its cells in rows 1 to n are digits and cage sums in turn, and
            // a grid read without the cages beside it would be a plain
            // Sudoku: the sheet is read whole or not at all.
            return Err(Error::input(
                self.loc(table),
                InputError::Unsettled {
                    problem: "the sheet holds a killer of a worksheet: its rows of digits are \
                              two sheet rows apart, with the cage sums between them, and its \
                              cages are beside it"
                        .to_string(),
                    remedy: Remedy::ReadSheet(quote_sheet(&table.name)),
                },
            ));
        }
        let givens = grids::read_grid(self, table, rect)?;
        let n = givens.size();
        let mut notes = Vec::new();
        let blocks = match self.map(Role::Blocks, table, survey, n)? {
            Some(map) => Some(self.found_note(map, Role::Blocks, table, survey, &mut notes)?),
            None => self.drawn_map(table, rect, &mut notes)?,
        };
        let extra = match self.map(Role::Extra, table, survey, n)? {
            Some(map) => Some(self.found_note(map, Role::Extra, table, survey, &mut notes)?),
            None => None,
        };
        {
            let variant = self.opts.variant.or(self.info.variant);
            let extra_used = variant.map(|v| v.extra) != Some(Extra::None);
            let mut used = self.used.borrow_mut();
            used.push((table.name.clone(), rect));
            for map in blocks.iter().chain(extra.iter().filter(|_| extra_used)) {
                used.push((map.sheet.clone(), map.rect));
            }
        }
        let mut puzzle = grids::build(self, table, rect, givens, blocks, extra)?;
        puzzle.geometry = self.with_typed_cages(puzzle.geometry)?;
        puzzle.geometry = self.with_typed_marks(puzzle.geometry)?;
        if !notes.is_empty() {
            puzzle.source.found = Some(notes.join("; "));
        }
        Ok(puzzle)
    }

    /// Notes a map that neither an option, a label nor its sheet's name
    /// announces (found by its shape), so that the output names it.
    fn found_note(
        &self,
        map: grids::Map,
        role: Role,
        table: &Table,
        survey: &Survey,
        notes: &mut Vec<String>,
    ) -> Result<grids::Map> {
        let option = match role {
            Role::Blocks => &self.opts.blocks,
            _ => &self.opts.extra,
        };
        let named = map.sheet != table.name && role_of(&map.sheet) == Some(role);
        if !named && survey.label(role).is_none() && option.is_none() {
            let sheet = self.table(&map.sheet)?;
            let what = match role {
                Role::Blocks => "block map",
                _ => "extra regions",
            };
            notes.push(format!("{what} {}", self.range_name(sheet, &map.rect)));
        }
        Ok(map)
    }

    /// The block map the thick borders or fills inside the grid draw, when
    /// they draw other regions than the usual boxes.
    fn drawn_map(
        &self,
        table: &Table,
        rect: Rect,
        notes: &mut Vec<String>,
    ) -> Result<Option<grids::Map>> {
        let n = rect.height();
        let variant = self.opts.variant.or(self.info.variant);
        let said = variant.filter(|v| v.blocks == Blocks::Boxes);
        let conflict = |problem: String| {
            let remedy = Remedy::GiveBlocks;
            Err(Error::input(
                self.loc(table).cell(rect.a1()),
                InputError::Unsettled { problem, remedy },
            ))
        };
        match regions::drawn(table, rect) {
            Drawn::Boxes => Ok(None),
            Drawn::Regions(labels, by) => match said {
                Some(v) => conflict(format!(
                    "{by} inside the grid draw other regions than the usual boxes, \
                     but the variant is {v}; redraw the borders along the boxes, or for a \
                     jigsaw"
                )),
                None => {
                    notes.push(format!("block map from {by} of the grid"));
                    Ok(Some(grids::Map {
                        labels,
                        names: Vec::new(),
                        sheet: table.name.clone(),
                        rect,
                    }))
                }
            },
            Drawn::Conflict(a, b) => conflict(format!(
                "a thick border between {} and {} cuts across the usual boxes, and the \
                 thick borders do not cut the grid into {n} regions of {n} cells; \
                 redraw them, or instead",
                sheetdoku_core::a1(a.0, a.1),
                sheetdoku_core::a1(b.0, b.1)
            )),
        }
    }

    /// Finds and reads the block map or extra region map, if any.
    fn map(
        &self,
        role: Role,
        table: &'a Table,
        survey: &Survey,
        n: usize,
    ) -> Result<Option<grids::Map>> {
        let option = match role {
            Role::Blocks => &self.opts.blocks,
            _ => &self.opts.extra,
        };
        let found: Option<(&Table, Rect)> = if let Some(text) = option {
            let spec = self.spec(text)?;
            let sheet = match &spec.sheet {
                Some(name) => self.table(name)?,
                None => table,
            };
            Some(match spec.rect {
                Some(rect) => (sheet, self.user_rect(sheet, rect, Some(n), text)?),
                None => (sheet, self.map_in_sheet(role, sheet, n)),
            })
        } else if let Some(label) = survey.label(role) {
            let piece = survey.piece_for(label);
            Some((table, map_rect(table, piece, label.anchor, n)))
        } else if let Some(sheet) = self
            .role_sheet(role)
            .filter(|sheet| sheet.name != table.name)
        {
            Some((sheet, self.map_in_sheet(role, sheet, n)))
        } else if role == Role::Blocks {
            self.found_block_map(table, n)?
        } else {
            self.found_extra_map(table, n)
        };
        match found {
            Some((sheet, rect)) => grids::read_map(self, role, sheet, rect, n).map(Some),
            None => Ok(None),
        }
    }

    /// Where a map sits on its own sheet: after its label, else the only
    /// grid-shaped block (inside any row and column numbers), else at A1.
    fn map_in_sheet(&self, role: Role, sheet: &Table, n: usize) -> Rect {
        let s = survey(sheet);
        if let Some(label) = s.label(role) {
            return map_rect(sheet, s.piece_for(label), label.anchor, n);
        }
        let candidates = s.unlabelled_candidates();
        match candidates.as_slice() {
            [only] => map_rect(sheet, Some(*only), (0, 0), n),
            _ => Rect::square(0, 0, n),
        }
    }
}

/// Where a map is, from its block of labels `piece` (row and column
/// numbers around it left out) and where it should start: the `n x n`
/// square that holds it, else the block itself, which is then refused
/// with its own size (a map one column too wide is never cut to fit).
fn map_rect(table: &Table, piece: Option<Rect>, anchor: (usize, usize), n: usize) -> Rect {
    let piece = piece.map(|p| match number_frame::inner(table, p) {
        Framed::Inner(grid) => grid,
        _ => p,
    });
    match place(piece, Some(anchor), Some(n)) {
        Ok(rect) => rect,
        Err(Some(p)) => p,
        Err(None) => Rect::square(anchor.0, anchor.1, n),
    }
}
