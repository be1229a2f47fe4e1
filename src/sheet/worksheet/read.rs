//! Reading a worksheet written by `write_worksheet` back: the
//! puzzles of its own sheets `P1`, `P2`, ...

use std::path::Path;

use crate::error::Result;

/// The puzzles of a worksheet written by [`super::write_worksheet`], read from
/// their own sheets `P1`, `P2`, ... in order; `Ok(None)` when `path` is not
/// such a workbook (no `Worksheet` sheet or no `P1`). Its printable sheets
/// hold several grids each, which the general reader
/// ([`crate::read_puzzles`]) would refuse as ambiguous.
pub fn read_worksheet(
    path: &Path,
    opts: &crate::sheet::ReadOptions,
) -> Result<Option<Vec<crate::puzzle::Puzzle>>> {
    let ours = path
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("xlsx") || e.eq_ignore_ascii_case("ods"));
    if !ours || opts.puzzle.is_some() {
        return Ok(None);
    }
    use calamine::{Data, Reader};
    let Ok(mut book) = calamine::open_workbook_auto(path) else {
        return Ok(None);
    };
    let names = book.sheet_names();
    let own = |k: usize| format!("P{k}");
    if !names.iter().any(|s| s == "Worksheet") || !names.contains(&own(1)) {
        return Ok(None);
    }
    let mut puzzles = Vec::new();
    for k in (1..).take_while(|&k| names.contains(&own(k))) {
        // The grid's size: the "Blocks" label sits one column right of it.
        let size = book.worksheet_range(&own(k)).ok().and_then(|range| {
            (0..=crate::geometry::MAX_SIZE as u32 + 1).find_map(|c| {
                let at = range.get_value((0, c))?;
                (*at == Data::String("Blocks".into())).then(|| c as usize - 1)
            })
        });
        let Some(n) =
            size.filter(|n| (crate::geometry::MIN_SIZE..=crate::geometry::MAX_SIZE).contains(n))
        else {
            return Ok(None);
        };
        let one = crate::sheet::ReadOptions {
            puzzle: Some(format!("{}!A1:{}", own(k), crate::grid::a1(n - 1, n - 1))),
            ..opts.clone()
        };
        let mut p = crate::sheet::read_puzzle(path, &one)?;
        p.source.name = Some(own(k));
        puzzles.push(p);
    }
    Ok(Some(puzzles))
}
