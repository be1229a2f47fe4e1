//! Sheet `K` of our input layout: the killer cages as a teacher types them
//! (read back by `read/cages.rs`): a grid of cage labels at A1, one label
//! per cage (A, B, ..., Z, AA, ...), and right of it the table of each
//! label's sum under the heading "cage | sum". A worksheet's `P` sheet of a
//! killer holds the same map beside its grid (`write_cage_map`).

use crate::write::book::{square, Sheet, Size, Style};
use sheetdoku_core::a1;
use sheetdoku_core::{CageSum, Figure, Geometry, RuleStore};

use crate::write::common::house_style::{centred, heading, label, with_edges};

/// The heading of the sum table's two columns.
pub(crate) const TABLE_HEADING: [&str; 2] = ["cage", "sum"];

/// The label of the `k`-th cage (0-based): A, ..., Z, AA, AB, ...
fn cage_label(k: usize) -> String {
    a1(0, k)
        .trim_end_matches(|c: char| c.is_ascii_digit())
        .to_string()
}

/// Sheet `K` for a geometry with rules stored there
/// ([`RuleStore::Cages`]), `None` without.
pub(crate) fn cage_sheet(geometry: &Geometry) -> Option<Sheet> {
    if !geometry
        .constraints()
        .iter()
        .any(|rule| rule.store() == RuleStore::Cages)
    {
        return None;
    }
    let n = geometry.size();
    let mut sheet = Sheet::new(crate::layout::CAGE_SHEET);
    for c in 0..n {
        sheet.width(c as u16, square(32));
    }
    for r in 0..n {
        sheet.height(r as u32, square(32));
    }
    let table = n as u16 + 1;
    sheet.width(table, Size::Chars(8.0));
    sheet.width(table + 1, Size::Chars(8.0));
    write_cage_map(&mut sheet, geometry, (0, 0));
    sheet.text(
        n as u32 + 1,
        0,
        "Killer cages: the cells of a cage share a label (any letter, word or number; \
         a cell in no cage stays empty); each label's sum goes in the table on the right.",
        &label(),
    );
    Some(sheet)
}

/// The cages of `geometry` as sheet `K` holds them, from `(top, left)`: the
/// grid of cage labels, and one column right of it the table of each
/// label's sum under the heading "cage | sum". Returns the table's first
/// column.
pub(crate) fn write_cage_map(
    sheet: &mut Sheet,
    geometry: &Geometry,
    (top, left): (u32, u16),
) -> u16 {
    let n = geometry.size();
    let mut labels = vec![String::new(); n * n];
    let table = left + n as u16 + 1;
    for (i, text) in TABLE_HEADING.iter().enumerate() {
        sheet.text(top, table + i as u16, *text, &heading(11.0));
    }
    for (k, (_, cage)) in geometry.cages().enumerate() {
        let name = cage_label(k);
        for &cell in &cage.cells {
            labels[cell] = name.clone();
        }
        let row = top + k as u32 + 1;
        sheet.text(row, table, name.as_str(), &Style::new());
        match cage.sum {
            CageSum::Given(sum) => sheet.number(row, table + 1, f64::from(sum), &Style::new()),
            // Read back as a cage without a total.
            CageSum::NotGiven => sheet.text(row, table + 1, "?", &Style::new()),
        }
    }
    // The labels show the cages: the borders show the regions only.
    let figure = Figure::of(geometry);
    for (cell, text) in labels.into_iter().enumerate() {
        let (r, c) = (top + (cell / n) as u32, left + (cell % n) as u16);
        let edges = figure.cell(cell).edges.regions_only();
        let style = with_edges(centred(11.0), edges);
        if text.is_empty() {
            sheet.blank(r, c, &style);
        } else {
            sheet.text(r, c, text, &style);
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::cage_label;

    #[test]
    fn cage_labels_run_like_column_letters() {
        assert_eq!(cage_label(0), "A");
        assert_eq!(cage_label(25), "Z");
        assert_eq!(cage_label(26), "AA");
    }
}
