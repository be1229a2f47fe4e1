//! The sums in f-puzzles JSON: `arrow` (each entry its circle's `cells`
//! and its `lines`, each line from the circle along the shaft; several
//! lines of one entry are one arrow each, sharing the circle, as
//! f-puzzles checks them: each line adds up to the circle) and
//! `littlekillersum` (the clue's `cell` outside the grid, "R0C1", its
//! `direction`, "DR", and its `value`; the diagonal's `cells` are found
//! from the clue, so a list that disagrees is not read).

use serde_json::{Map, Value};

use super::json::{cell_name, cell_of, list_of, Arrow, LittleKiller};
use sheetdoku_core::{SumKind, SumRule};

/// The key of arrows.
pub(super) const ARROW: &str = "arrow";
/// The key of little killers.
pub(super) const LITTLE_KILLER: &str = "littlekillersum";

/// The key of a kind of sum as an error message starts with it.
pub(super) fn key_prefix(kind: SumKind) -> &'static str {
    match kind {
        SumKind::Arrow => "'arrow': ",
        SumKind::LittleKiller => "'littlekillersum': ",
    }
}

/// The rule as f-puzzles writes it, in its list: an arrow or a little
/// killer.
pub(super) enum Written {
    /// Under `arrow`.
    Arrow(Arrow),
    /// Under `littlekillersum`.
    LittleKiller(LittleKiller),
}

/// The rule as f-puzzles writes it on an `n x n` grid.
pub(super) fn written(n: usize, rule: &SumRule) -> Written {
    let names = |cells: &[usize]| cells.iter().map(|&c| cell_name(n, c)).collect::<Vec<_>>();
    match rule.kind {
        SumKind::Arrow => {
            let bulb = rule.bulb.min(rule.cells.len());
            let start = rule.shaft_start(n).unwrap_or(0);
            let line: Vec<usize> = std::iter::once(start)
                .chain(rule.cells[bulb..].iter().copied())
                .collect();
            Written::Arrow(Arrow {
                cells: names(&rule.cells[..bulb]),
                lines: vec![names(&line)],
            })
        }
        SumKind::LittleKiller => {
            let (r, c) = rule.clue_place(n).unwrap_or((-1, -1));
            let (dr, dc) = rule.step(n).unwrap_or((1, 1));
            let direction = match (dr, dc) {
                (1, 1) => "DR",
                (1, _) => "DL",
                (_, 1) => "UR",
                _ => "UL",
            };
            Written::LittleKiller(LittleKiller {
                cell: format!("R{}C{}", r + 1, c + 1),
                cells: names(&rule.cells),
                direction: direction.to_string(),
                value: Some(Value::String(rule.sum.to_string())),
            })
        }
    }
}

/// Every arrow and little killer of the two keys, read in order.
pub(super) fn read_sums(map: &Map<String, Value>, n: usize) -> Result<Vec<SumRule>, String> {
    let mut out = Vec::new();
    let arrows: Vec<Arrow> = list_of(map, ARROW)?;
    for (i, arrow) in arrows.iter().enumerate() {
        let at = arrow
            .cells
            .first()
            .map_or(String::new(), |c| format!(" at {c}"));
        let what = format!("arrow {}{at} ('{ARROW}')", i + 1);
        let mut bulb = arrow
            .cells
            .iter()
            .map(|c| cell_of(c, n).map_err(|e| format!("{what}: {e}")))
            .collect::<Result<Vec<usize>, String>>()?;
        // A circle of several cells reads as a number in reading order.
        bulb.sort_unstable();
        bulb.dedup();
        if bulb.is_empty() || bulb.len() > 3 {
            return Err(format!(
                "{what} has a circle of {} cells; sheetdoku reads circles of 1 to 3 cells",
                bulb.len()
            ));
        }
        for line in &arrow.lines {
            let mut cells = bulb.clone();
            for name in line {
                let cell = cell_of(name, n).map_err(|e| format!("{what}: {e}"))?;
                // The line starts in the circle.
                if cells.len() == bulb.len() && bulb.contains(&cell) {
                    continue;
                }
                cells.push(cell);
            }
            out.push(SumRule::arrow(bulb.len(), cells));
        }
    }
    let clues: Vec<LittleKiller> = list_of(map, LITTLE_KILLER)?;
    for (i, clue) in clues.iter().enumerate() {
        let what = format!(
            "little killer {} at {} ('{LITTLE_KILLER}')",
            i + 1,
            clue.cell
        );
        let value = match &clue.value {
            Some(Value::String(s)) => s.trim().parse::<u32>().ok(),
            Some(Value::Number(x)) => x.as_u64().and_then(|x| u32::try_from(x).ok()),
            _ => None,
        };
        let Some(value) = value else {
            // A clue without a value says nothing.
            continue;
        };
        let (dr, dc) = match clue.direction.trim().to_ascii_uppercase().as_str() {
            "DR" => (1, 1),
            "DL" => (1, -1),
            "UR" => (-1, 1),
            "UL" => (-1, -1),
            other => {
                return Err(format!(
                    "{what}: its direction is '{other}', not one of DR, DL, UR, UL"
                ))
            }
        };
        let (r, c) = outside_cell(&clue.cell, n).ok_or_else(|| {
            format!(
                "{what}: '{}' is not a place beside the grid (R0C0 to R{m}C{m})",
                clue.cell,
                m = n + 1
            )
        })?;
        let mut cells = Vec::new();
        let (mut r, mut c) = (r - 1 + dr, c - 1 + dc);
        while (0..n as isize).contains(&r) && (0..n as isize).contains(&c) {
            cells.push(r as usize * n + c as usize);
            r += dr;
            c += dc;
        }
        if cells.is_empty() {
            return Err(format!("{what}: its arrow points at no cell of the grid"));
        }
        out.push(SumRule::little_killer(value, cells));
    }
    Ok(out)
}

/// The row and column (0 to `n + 1`, f-puzzles' own numbers) of a place
/// beside the grid named "R0C1".
fn outside_cell(name: &str, n: usize) -> Option<(isize, isize)> {
    let upper = name.trim().to_ascii_uppercase();
    let (row, col) = upper.strip_prefix('R')?.split_once('C')?;
    let number = |s: &str| {
        (!s.is_empty() && s.len() <= 4 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<isize>().ok())
            .flatten()
            .filter(|&x| x <= n as isize + 1)
    };
    Some((number(row)?, number(col)?))
}
