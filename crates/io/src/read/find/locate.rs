//! Where the grids of a sheet are: the labelled grid, else each block of
//! digits, its frame decided by the sheet's evidence (see [`super::grid_window`])
//! or asked for; a block of labels (each n times, in connected regions)
//! is a block map, not a puzzle.

use super::detect::{survey, Survey};
use super::grid_window::{
    decide, drawn_around, AnchorFrom, Decision, Evidence, Known, Spot, COMMON,
};
use super::maps::map_inside;
use super::matlab;
use super::number_frame::{self, Framed};
use super::scattered::windows_around;
use crate::layout::Role;
use crate::read::container::table::{
    expected_digit, grid_like, meaning, CellMeaning, CellValue, Rect, Table,
};
use crate::read::opened_book::Opened;
use sheetdoku_core::Puzzle;
use sheetdoku_core::{a1, box_shape, MAX_SIZE};
use sheetdoku_core::{Choice, ReadSetting, Remedy};
use sheetdoku_core::{Error, InputError, Result};

impl<'a> Opened<'a> {
    /// The puzzle on one sheet, `None` if it has none; a sheet of several
    /// grids is refused with each `--puzzle` that picks one. `anchor` is
    /// where our own layout puts the grid (A1 of sheet `A`).
    pub(crate) fn on_sheet(
        &self,
        table: &Table,
        anchor: Option<(usize, usize)>,
    ) -> Result<Option<Puzzle>> {
        let survey = survey(table);
        let spots = self
            .spots(table, &survey, anchor)
            .map_err(|e| self.formulas_first(table, e))?;
        match spots.as_slice() {
            [] => Ok(None),
            [only] => self.read_spot(table, &survey, only).map(Some),
            many => {
                let choices = many
                    .iter()
                    .map(|s| Choice::new(ReadSetting::Puzzle, self.range_name(table, &s.rect())))
                    .collect();
                Err(Error::input(
                    self.loc(table),
                    InputError::SeveralGrids(choices),
                ))
            }
        }
    }

    /// Every grid of one sheet, in reading order.
    pub(crate) fn all_on_sheet(&self, table: &Table) -> Result<Vec<Puzzle>> {
        let survey = survey(table);
        let anchor = (table.name == "A").then_some((0, 0));
        self.spots(table, &survey, anchor)
            .map_err(|e| self.formulas_first(table, e))?
            .iter()
            .map(|s| self.read_spot(table, &survey, s))
            .collect()
    }

    /// `err`, unless `table` holds a formula whose value the file does not
    /// store: that cell is named instead, with the fix (the reader saw no
    /// value there, which is why it found no grid).
    pub(crate) fn formulas_first(&self, table: &Table, err: Error) -> Error {
        super::grids::first_unstored_formula(self, table).unwrap_or(err)
    }

    /// Reads the puzzle at a spot.
    pub(crate) fn read_spot(&self, table: &Table, survey: &Survey, spot: &Spot) -> Result<Puzzle> {
        match spot {
            Spot::Clues(rect) => matlab::read(self, table, *rect),
            Spot::Grid {
                rect,
                evidence,
                printed,
            } => {
                let mut puzzle = self.finish(table, survey, *rect)?;
                if let Some(namer) = printed {
                    puzzle.source.namer = *namer;
                }
                if let Some(told) = evidence.told() {
                    let range = self.range_name(table, rect);
                    let grid = sheetdoku_i18n::text_with(
                        "read-grid-found",
                        &[("range", &range), ("how", &told)],
                    );
                    puzzle.source.found = Some(match puzzle.source.found.take() {
                        Some(maps) => format!("{grid}; {maps}"),
                        None => grid,
                    });
                }
                Ok(puzzle)
            }
        }
    }

    /// The grids of a sheet, in reading order.
    pub(crate) fn spots(
        &self,
        table: &Table,
        survey: &Survey,
        anchor: Option<(usize, usize)>,
    ) -> Result<Vec<Spot>> {
        let n = self.size_hint().or_else(|| self.block_map_size(survey));
        // Other grids and the labels: no window of a grid reaches into them.
        let mut taken: Vec<Rect> = survey
            .pieces
            .iter()
            .copied()
            .filter(super::shape::candidate_shape)
            .collect();
        taken.extend(
            survey
                .labels
                .iter()
                .map(|l| Rect::new(l.cell.0, l.cell.1, l.cell.0, l.cell.1)),
        );
        if let Some(label) = survey.label(Role::Puzzle) {
            if let Some(piece) = survey.piece_for(label) {
                let others: Vec<Rect> = taken.iter().copied().filter(|o| *o != piece).collect();
                let known = Known {
                    size: n,
                    anchor: Some((label.anchor, AnchorFrom::Label)),
                    others: &others,
                };
                return Ok(vec![self.spot(table, piece, known)?]);
            }
            // A label over a grid of the known size with few givens (none
            // grid-shaped): the grid is at the label when it holds digits
            // and nothing else.
            let at = n.map(|n| Rect::square(label.anchor.0, label.anchor.1, n));
            if let Some(rect) = at.filter(|&r| digits_only(table, r)) {
                return Ok(vec![Spot::Grid {
                    rect,
                    evidence: Evidence::Label,
                    printed: None,
                }]);
            }
        }
        // Grids whose outline is drawn: whole, however sparse.
        let mut drawn: Vec<Rect> = survey
            .pieces
            .iter()
            .filter_map(|p| drawn_around(table, *p))
            .filter(|r| map_inside(table, *r).is_none())
            .collect();
        drawn.sort_by_key(|r| (r.top, r.left, r.bottom));
        drawn.dedup();
        let overlap = |a: &Rect, b: &Rect| {
            a.top <= b.bottom && b.top <= a.bottom && a.left <= b.right && b.left <= a.right
        };
        // Our own layout whose few givens fall into several blocks: the
        // grid is at A1 when its size is known and the sheet holds digits
        // in that square and nothing anywhere else.
        if drawn.is_empty() && survey.pieces.len() > 1 {
            if let Some(rect) = anchor
                .zip(n)
                .map(|((r, c), n)| Rect::square(r, c, n))
                .filter(|&rect| only_in(table, rect))
            {
                return Ok(vec![Spot::Grid {
                    rect,
                    evidence: Evidence::OurLayout,
                    printed: None,
                }]);
            }
        }
        let mut candidates: Vec<Rect> = survey
            .unlabelled_candidates()
            .into_iter()
            .filter(|p| map_inside(table, *p).is_none() && !drawn.iter().any(|d| overlap(d, p)))
            .collect();
        candidates.sort_by_key(|p| (p.top, p.left));
        if !drawn.is_empty() {
            let mut spots: Vec<Spot> = drawn
                .iter()
                .map(|&rect| Spot::Grid {
                    rect,
                    evidence: Evidence::Borders,
                    printed: None,
                })
                .collect();
            for piece in candidates {
                let known = Known {
                    size: n,
                    others: &drawn,
                    ..Known::default()
                };
                spots.push(self.spot(table, piece, known)?);
            }
            spots.sort_by_key(|s| (s.rect().top, s.rect().left));
            return Ok(spots);
        }
        if candidates.is_empty() {
            // Our own layout with few givens (no grid-shaped block): the
            // grid is at A1 when its size is known.
            return Ok(match (anchor, n) {
                (Some((r, c)), Some(n)) => vec![Spot::Grid {
                    rect: Rect::square(r, c, n),
                    evidence: Evidence::OurLayout,
                    printed: None,
                }],
                _ => matlab::clue_table(table, survey)
                    .map(Spot::Clues)
                    .into_iter()
                    .collect(),
            });
        }
        let one = candidates.len() == 1;
        candidates
            .into_iter()
            .map(|piece| {
                let others: Vec<Rect> = taken.iter().copied().filter(|o| *o != piece).collect();
                let known = Known {
                    size: n,
                    anchor: anchor.filter(|_| one).map(|a| (a, AnchorFrom::OurLayout)),
                    others: &others,
                };
                self.spot(table, piece, known)
            })
            .collect()
    }

    /// Where the grid of the block of digits `piece` is.
    fn spot(&self, table: &Table, piece: Rect, known: Known) -> Result<Spot> {
        let (piece, printed) = match number_frame::inner(table, piece) {
            Framed::Inner(grid) => {
                return Ok(Spot::Grid {
                    rect: grid,
                    evidence: Evidence::Digits,
                    printed: number_frame::printed_namer(table, piece, grid),
                })
            }
            Framed::Ambiguous(grids) => return Err(self.ambiguous(table, piece, &grids)),
            Framed::Unframed => (piece, None),
        };
        match decide(table, piece, known) {
            Decision::Read(rect, evidence) => Ok(Spot::Grid {
                rect,
                evidence,
                printed,
            }),
            Decision::Ask(windows) => Err(self.ambiguous(table, piece, &windows)),
            Decision::NoFit if known.size.is_none() => {
                // Digits that leave more of the grid empty than usual.
                let windows = windows_around(table, &survey(table), piece, None);
                if windows.is_empty() {
                    Err(self.misfit(table, piece, known.size))
                } else {
                    Err(self.no_fill(table, piece, &windows))
                }
            }
            Decision::NoFit => Err(self.misfit(table, piece, known.size)),
            Decision::DigitTooBig(windows) => Err(self.too_big(table, piece, &windows)),
            Decision::Hidden { row, index } => {
                let (what, name) = if row {
                    ("row", (index + 1).to_string())
                } else {
                    ("column", sheetdoku_core::column_letters(index))
                };
                Err(Error::input(
                    self.loc(table).cell(piece.a1()),
                    InputError::NoGrid(format!(
                        "{what} {name} is hidden inside the block of digits {}; \
                         show it (or move what it holds out of the grid) so that \
                         the grid is what the sheet shows",
                        piece.a1()
                    )),
                ))
            }
        }
    }

    /// The refusal for a block of digits that fits several grids: each
    /// grid with the range that picks it and what it leaves empty.
    fn ambiguous(&self, table: &Table, piece: Rect, windows: &[Rect]) -> Error {
        Error::input(
            self.loc(table),
            InputError::Ambiguous {
                block: piece.a1(),
                choices: self.choices(table, piece, windows),
            },
        )
    }

    /// Each window with the range that picks it and what it leaves
    /// empty around the block of digits `piece`; the sizes to give where
    /// they differ.
    pub(crate) fn choices(&self, table: &Table, piece: Rect, windows: &[Rect]) -> Vec<Choice> {
        let choices = windows
            .iter()
            .map(|w| {
                let range = self.range_name(table, w);
                let n = w.height();
                let mut empty = Vec::new();
                let row = |r: usize| (r + 1).to_string();
                if w.top < piece.top {
                    empty.push(lines("row", w.top, piece.top - 1, row));
                }
                if w.bottom > piece.bottom {
                    empty.push(lines("row", piece.bottom + 1, w.bottom, row));
                }
                let col = sheetdoku_core::column_letters;
                if w.left < piece.left {
                    empty.push(lines("column", w.left, piece.left - 1, col));
                }
                if w.right > piece.right {
                    empty.push(lines("column", piece.right + 1, w.right, col));
                }
                let shape = if box_shape(n).is_some() {
                    format!("{n}x{n}")
                } else {
                    format!("{n}x{n}, which has no standard blocks: give its block map on sheet B")
                };
                let choice = Choice::new(ReadSetting::Puzzle, range);
                if empty.is_empty() {
                    choice.picking(shape)
                } else {
                    choice.picking(format!("{shape}, {} empty", empty.join(" and ")))
                }
            })
            .collect::<Vec<Choice>>();
        let mut sizes: Vec<usize> = windows.iter().map(Rect::height).collect();
        sizes.sort_unstable();
        sizes.dedup();
        let mut choices = choices;
        if sizes.len() > 1 && self.size_hint().is_none() {
            choices.extend(
                sizes
                    .iter()
                    .map(|s| Choice::new(ReadSetting::Size, s.to_string())),
            );
        }
        choices
    }

    /// The refusal of the first digit of `piece` that no grid its cells
    /// make can hold (the `windows`, of one size): named at its cell, with
    /// the grid and how to say the grid is bigger.
    fn too_big(&self, table: &Table, piece: Rect, windows: &[Rect]) -> Error {
        let n = windows.iter().map(Rect::height).max().unwrap_or(0);
        let cell = (piece.top..=piece.bottom)
            .flat_map(|r| (piece.left..=piece.right).map(move |c| (r, c)))
            .find(|&(r, c)| {
                matches!(meaning(table.get(r, c), MAX_SIZE), CellMeaning::Digit(d) if d as usize > n)
            })
            .unwrap_or((piece.top, piece.left));
        let found = match meaning(table.get(cell.0, cell.1), 0) {
            CellMeaning::Bad(found) => found,
            _ => String::new(),
        };
        let digit = match meaning(table.get(cell.0, cell.1), MAX_SIZE) {
            CellMeaning::Digit(d) => d as usize,
            _ => 0,
        };
        // Where the digit is the size of a common grid (a 12, a 16), the
        // grid it was read as and how to say the grid is that big.
        let grid = match windows {
            [only] => format!("the grid {} is {n}x{n}", only.a1()),
            _ => format!("the digits {} make a {n}x{n} grid", piece.a1()),
        };
        let problem = if COMMON.contains(&digit) {
            let expected = format!(
                "{}: {grid}; if the grid is {digit}x{digit}, give its size (--size {digit}) \
                 or draw its borders",
                expected_digit(n)
            );
            InputError::BadCell { found, expected }
        } else {
            InputError::BadDigit { found, size: n }
        };
        Error::input(self.loc(table).cell(a1(cell.0, cell.1)), problem)
    }

    /// Why the block of digits `p` is no grid (of size `n`, if known).
    fn misfit(&self, table: &Table, p: Rect, n: Option<usize>) -> Error {
        let at = self.loc(table).cell(p.a1());
        let (rows, cols) = (p.height(), p.width());
        let size = match (self.opts.size, self.info.size) {
            (Some(_), _) => "the size asked for".to_string(),
            (None, Some(_)) => "the Info sheet".to_string(),
            (None, None) => "its block map".to_string(),
        };
        let problem = match n {
            Some(n) if rows == cols => {
                return Error::input(
                    at,
                    InputError::Geometry(format!(
                        "the grid is {rows}x{cols}, but {size} gives the size {n}; \
                         give the size that matches the grid"
                    )),
                )
            }
            Some(n) if rows <= n && cols <= n => format!(
                "the block of digits is {rows} rows by {cols} columns and no {n}x{n} grid \
                 around it is free of other cells"
            ),
            Some(n) => format!(
                "the block of digits is {rows} rows by {cols} columns, bigger than the \
                 {n}x{n} grid {size} gives"
            ),
            None => return Error::input(at, InputError::NotSquare { rows, cols }),
        };
        let remedy = Remedy::ChooseRange;
        Error::input(at, InputError::Unsettled { problem, remedy })
    }
}

/// Rows or columns `first` to `last` as a person names them: "row 9",
/// "columns F to I".
fn lines(what: &str, first: usize, last: usize, name: impl Fn(usize) -> String) -> String {
    if first == last {
        format!("{what} {}", name(first))
    } else {
        format!("{what}s {} to {}", name(first), name(last))
    }
}

/// Whether every used cell of `table` lies in `rect`, which holds at least
/// one digit and nothing but digits.
fn only_in(table: &Table, rect: Rect) -> bool {
    table.used().all(|(r, c, _)| rect.contains(r, c)) && digits_only(table, rect)
}

/// Whether `rect` holds at least one digit and nothing but digits.
fn digits_only(table: &Table, rect: Rect) -> bool {
    let mut any = false;
    for r in rect.top..=rect.bottom {
        for c in rect.left..=rect.right {
            match table.get(r, c) {
                CellValue::Empty => {}
                v if grid_like(v) => any = true,
                _ => return false,
            }
        }
    }
    any
}
