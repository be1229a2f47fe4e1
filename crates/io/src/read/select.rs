//! The puzzle a user selects with `--puzzle`: a number (the k-th puzzle of
//! the workbook), a sheet name (`P2`, `Play`, even where the name reads
//! like a cell), or a range (`Sheet1!B2:J10`, `B2:J10`, a top-left cell).

use super::assemble::quote_sheet;
use super::container::table::{Rect, Table};
use super::find::detect::survey;
use super::find::range::parse_range;
use super::opened_book::Opened;
use super::ours::own_workbook;
use crate::layout::Role;
use sheetdoku_core::Puzzle;
use sheetdoku_core::{Choice, ReadSetting, Remedy};
use sheetdoku_core::{Error, InputError, Location, Result};

impl<'a> Opened<'a> {
    /// The puzzle `text` selects.
    pub(crate) fn selected(&self, text: &str) -> Result<Vec<Puzzle>> {
        let t = text.trim();
        if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
            return match self.tables.iter().find(|s| s.name == t) {
                Some(table) => self.named_number(t, table),
                None => self.numbered(t),
            };
        }
        if !t.contains('!') {
            if let Some(table) = self.find(t) {
                self.not_both(t, table)?;
                return self.sheet_puzzle(table).map(|p| vec![p]);
            }
            // A bare name that is no sheet: a single cell would be read as
            // the top-left of a grid on some sheet, which is how a sheet
            // name such as P2 was once taken for a cell. Ask for the sheet.
            let one_cell = parse_range(t).is_ok_and(|s| {
                s.rect
                    .is_some_and(|r| r.height() == 1 && r.width() == 1 && !t.contains(':'))
            });
            let csv = self.tables.iter().all(|t| t.name.is_empty());
            if one_cell && csv {
                // A CSV table has no sheets: the cell is the grid's top-left.
            } else if one_cell || parse_range(t).is_ok_and(|s| s.rect.is_none()) {
                return Err(self.missing(t, one_cell));
            }
        }
        let spec = parse_range(t)
            .map_err(|why| Error::input(Location::file(self.file), InputError::BadRange(why)))?;
        let table = match &spec.sheet {
            Some(name) => self.table(name)?,
            None => self
                .role_sheet(Role::Puzzle)
                .or_else(|| self.tables.first())
                .ok_or_else(|| self.no_grid())?,
        };
        match spec.rect {
            Some(rect) => {
                let rect = self.user_rect(table, rect, self.size_hint(), t)?;
                // The whole grid of a puzzle the key sheet stores (`P2!A1:I9`;
                // a killer's rows of digits are apart, its range refused).
                if let Some(p) = self.stored(table)? {
                    if rect == Rect::square(0, 0, p.givens.size())
                        && !p.geometry.needs_label_strip()
                    {
                        return Ok(vec![p]);
                    }
                }
                Ok(vec![self.finish(table, &survey(table), rect)?])
            }
            None => self.sheet_puzzle(table).map(|p| vec![p]),
        }
    }

    /// A sheet by name, exactly, else ignoring case.
    fn find(&self, name: &str) -> Option<&'a Table> {
        self.tables.iter().find(|t| t.name == name).or_else(|| {
            self.tables
                .iter()
                .find(|t| t.name.eq_ignore_ascii_case(name))
        })
    }

    /// The puzzle of a whole sheet: a worksheet's own sheet in its layout,
    /// else whatever grid the sheet holds.
    fn sheet_puzzle(&self, table: &Table) -> Result<Puzzle> {
        if let Some(p) = self.stored(table)? {
            return Ok(p);
        }
        if let Some(n) = own_workbook::own_sheet_size(table) {
            return self.own_sheet(table, n);
        }
        let anchor = (table.name == "A").then_some((0, 0));
        if let Some(puzzle) = self.on_sheet(table, anchor)? {
            return Ok(puzzle);
        }
        self.scattered(table)
            .map_err(|e| self.formulas_first(table, e))?
            .ok_or_else(|| {
                self.formulas_first(
                    table,
                    Error::input(
                        self.loc(table),
                        InputError::NoGrid("no block of digits on this sheet".to_string()),
                    ),
                )
            })
    }

    /// Refuses a name that is both a map sheet (`B`, `B2`, `Info`) and a
    /// cell, so that neither reading is taken silently.
    fn not_both(&self, text: &str, table: &Table) -> Result<()> {
        let cell = parse_range(text).is_ok_and(|s| s.sheet.is_none() && s.rect.is_some());
        let map = [Role::Blocks, Role::Extra, Role::Info]
            .iter()
            .any(|&role| self.role_sheet(role).is_some_and(|s| s.name == table.name));
        if !(cell && map) {
            return Ok(());
        }
        let puzzle_sheet = self
            .role_sheet(Role::Puzzle)
            .or_else(|| self.tables.first())
            .map_or("A".to_string(), |s| quote_sheet(&s.name));
        Err(Error::input(
            Location::file(self.file),
            InputError::Unsettled {
                problem: format!(
                    "'{text}' is both the sheet {name} (a map, not a puzzle) and a cell",
                    name = quote_sheet(&table.name)
                ),
                remedy: Remedy::ChooseOne(vec![
                    Choice::new(
                        ReadSetting::Puzzle,
                        format!("{}!", quote_sheet(&table.name)),
                    )
                    .picking("the sheet"),
                    Choice::new(ReadSetting::Puzzle, format!("{puzzle_sheet}!{text}"))
                        .picking("the grid starting at that cell"),
                ]),
            },
        ))
    }

    /// A number that is also a sheet's name: the sheet wins, unless the
    /// `k`-th puzzle of the file is on another sheet, when the user is
    /// asked which was meant, with the `--puzzle` of each.
    fn named_number(&self, text: &str, table: &Table) -> Result<Vec<Puzzle>> {
        let kth = match self.numbered(text) {
            Ok(kth) => kth,
            // No k-th puzzle: the name is the only reading.
            Err(_) => return self.sheet_puzzle(table).map(|p| vec![p]),
        };
        if kth
            .iter()
            .all(|p| p.source.sheet.as_deref() == Some(table.name.as_str()))
        {
            return Ok(kth);
        }
        let other = kth
            .first()
            .and_then(|p| p.source.sheet.clone())
            .map(|s| format!(", on sheet {}", quote_sheet(&s)))
            .unwrap_or_default();
        Err(Error::input(
            Location::file(self.file),
            InputError::Unsettled {
                problem: format!(
                    "'{text}' is both the sheet named '{text}' and puzzle {text} of the file{other}"
                ),
                remedy: Remedy::ChooseOne(vec![
                    Choice::new(ReadSetting::Puzzle, format!("'{}'!", table.name))
                        .picking(format!("the sheet named '{text}'")),
                    Choice::new(ReadSetting::Puzzle, self.kth_selector(&kth, text))
                        .picking(format!("puzzle {text} of the file")),
                ]),
            },
        ))
    }

    /// A `--puzzle` that picks the `k`-th puzzle without naming a number:
    /// its sheet, when the sheet holds only it, else its range.
    fn kth_selector(&self, kth: &[Puzzle], text: &str) -> String {
        let Some(p) = kth.first() else {
            return text.to_string();
        };
        let Some(sheet) = p.source.sheet.as_deref() else {
            return text.to_string();
        };
        let on_sheet = self
            .every_grid()
            .map(|all| {
                all.iter()
                    .filter(|q| q.source.sheet.as_deref() == Some(sheet))
                    .count()
            })
            .unwrap_or(0);
        if on_sheet == 1 {
            return format!("{}!", quote_sheet(sheet));
        }
        let n = p.givens.size();
        let namer = &p.source.namer;
        format!(
            "{}!{}:{}",
            quote_sheet(sheet),
            namer.cell(n, 0),
            namer.cell(n, n * n - 1)
        )
    }

    /// The `k`-th puzzle of the workbook.
    fn numbered(&self, text: &str) -> Result<Vec<Puzzle>> {
        let mut all = self.every_grid()?;
        let k: usize = text.parse().unwrap_or(0);
        if (1..=all.len()).contains(&k) {
            return Ok(vec![all.swap_remove(k - 1)]);
        }
        let names: Vec<String> = all
            .iter()
            .map(|p| {
                p.source
                    .name
                    .clone()
                    .or_else(|| p.source.sheet.clone())
                    .unwrap_or_default()
            })
            .collect();
        let holds = match all.len() {
            1 => format!("the file holds one puzzle ({})", names[0]),
            k => format!("the file holds {k} puzzles ({})", names.join(", ")),
        };
        Err(Error::input(
            Location::file(self.file),
            InputError::NoGrid(format!("no puzzle {text}: {holds}")),
        ))
    }

    /// No sheet of that name: say which there are (and, for a name that
    /// reads as a cell, how to name the cell).
    fn missing(&self, name: &str, cell: bool) -> Error {
        let available: Vec<String> = self.tables.iter().map(|t| t.name.clone()).collect();
        if !cell {
            return Error::input(
                Location::file(self.file),
                InputError::MissingSheet {
                    name: name.to_string(),
                    available,
                },
            );
        }
        let sheet = self
            .role_sheet(Role::Puzzle)
            .or_else(|| self.tables.first())
            .map_or("Sheet1".to_string(), |s| quote_sheet(&s.name));
        Error::input(
            Location::file(self.file),
            InputError::Unsettled {
                problem: format!("no sheet named '{name}' (sheets: {})", available.join(", ")),
                remedy: Remedy::ChooseOne(vec![Choice::new(
                    ReadSetting::Puzzle,
                    format!("{sheet}!{name}"),
                )
                .picking(format!("the grid whose top-left cell is {name}"))]),
            },
        )
    }
}
