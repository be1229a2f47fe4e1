//! What a technique saw: one [`Note`] per pattern, naming the pattern's own
//! cells, units and digits, with the pattern's eliminations and placements.
//! The explanation renders it in A1 names (see [`explain`](super::explain)).

use super::mask::digits;
use crate::geometry::{ConstraintId, Geometry, UnitKind};
use crate::grid::{symbol, CellNamer};
use crate::words::{and_list, unit_words};
use sheetdoku_i18n::{text, text_with};

/// One piece of a pattern's description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Part {
    /// Punctuation and spacing between the other parts.
    Text(String),
    /// Words from the catalogue: the id of a message in the pages'
    /// language ("note-pivot").
    Word(&'static str),
    /// A catalogue message with its arguments ("(3 cells) can only hold
    /// 1,2,4").
    WordWith(&'static str, Vec<(&'static str, String)>),
    /// A digit.
    Digit(u8),
    /// Digits of a mask, "1,3,7".
    Digits(u32),
    /// A cell, "E5".
    Cell(usize),
    /// A cell with candidates, "E5 (1,3)".
    CellWith(usize, u32),
    /// Cells, "E5, F5 and G5".
    Cells(Vec<usize>),
    /// A unit, "row 5".
    Unit(usize),
    /// Units, "rows 2 and 7, columns C and H".
    Units(Vec<usize>),
    /// A group of cells taken together: "E5", or "[D9, E9]".
    Group(Vec<usize>),
    /// A candidate assumed or concluded: "E5=3" (on) or "E5≠3" (off).
    Literal(usize, u8, bool),
    /// A rule by its name: "the cage of 14 at B3".
    Rule(ConstraintId),
    /// A chain of candidates and groups, each implying the next:
    /// "E5=3 → E7≠3 → [D9, E9]=3 → ...".
    Chain(Vec<ChainNode>),
}

/// A node of a chain: a candidate ("E5=3", "E5≠3"), or a group of one
/// digit's candidates in cells sharing two units ("[D9, E9]=3": one of them
/// holds 3; "[D9, E9]≠3": none does).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct ChainNode {
    /// The cell, or the group's cells, smallest first.
    pub cells: Vec<usize>,
    /// The digit.
    pub digit: u8,
    /// Assumed or concluded true (`=`) or false (`≠`).
    pub on: bool,
}

impl ChainNode {
    /// The node of one candidate.
    pub fn candidate(cell: usize, digit: u8, on: bool) -> ChainNode {
        ChainNode {
            cells: vec![cell],
            digit,
            on,
        }
    }

    /// `(cell, digit, on)` when the node is one candidate, not a group.
    pub fn as_candidate(&self) -> Option<(usize, u8, bool)> {
        match self.cells[..] {
            [cell] => Some((cell, self.digit, self.on)),
            _ => None,
        }
    }
}

/// The description of one pattern and what it deduces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Note {
    /// The description, in pieces.
    pub parts: Vec<Part>,
    /// Candidates the pattern removes: `(cell, mask)`.
    pub removes: Vec<(usize, u32)>,
    /// Digits the pattern places.
    pub places: Vec<(usize, u8)>,
}

impl Note {
    /// An empty description.
    pub fn new() -> Note {
        Note::default()
    }

    /// Adds the message `id` of the catalogue (words in the pages'
    /// language).
    pub fn word(mut self, id: &'static str) -> Note {
        self.parts.push(Part::Word(id));
        self
    }

    /// Adds the message `id` of the catalogue formatted with `args`.
    pub fn word_with(mut self, id: &'static str, args: &[(&'static str, String)]) -> Note {
        self.parts.push(Part::WordWith(id, args.to_vec()));
        self
    }

    /// Adds punctuation or spacing (words go through [`Note::word`]).
    pub fn text(mut self, s: &str) -> Note {
        self.parts.push(Part::Text(s.to_string()));
        self
    }

    /// Adds "on `d`", the digit a pattern is about ("on 3: ...").
    pub fn on_digit(self, d: u8) -> Note {
        self.word("note-on").text(" ").digit(d)
    }

    /// Adds "on" and the digits of `mask` ("on 1,3").
    pub fn on_digits(self, mask: u32) -> Note {
        self.word("note-on").text(" ").digits(mask)
    }

    /// Adds a digit.
    pub fn digit(mut self, d: u8) -> Note {
        self.parts.push(Part::Digit(d));
        self
    }

    /// Adds the digits of a mask.
    pub fn digits(mut self, mask: u32) -> Note {
        self.parts.push(Part::Digits(mask));
        self
    }

    /// Adds a cell.
    pub fn cell(mut self, c: usize) -> Note {
        self.parts.push(Part::Cell(c));
        self
    }

    /// Adds a cell with its candidates.
    pub fn cell_with(mut self, c: usize, mask: u32) -> Note {
        self.parts.push(Part::CellWith(c, mask));
        self
    }

    /// Adds cells.
    pub fn cells(mut self, cells: impl IntoIterator<Item = usize>) -> Note {
        let mut cells: Vec<usize> = cells.into_iter().collect();
        cells.sort_unstable();
        cells.dedup();
        self.parts.push(Part::Cells(cells));
        self
    }

    /// Adds a group of cells taken together ("[D9, E9]"; one cell is
    /// named alone).
    pub fn group(mut self, cells: &[usize]) -> Note {
        self.parts.push(Part::Group(cells.to_vec()));
        self
    }

    /// Adds a rule by its name ("the cage of 14 at B3").
    pub fn rule(mut self, id: ConstraintId) -> Note {
        self.parts.push(Part::Rule(id));
        self
    }

    /// Adds a unit.
    pub fn unit(mut self, u: usize) -> Note {
        self.parts.push(Part::Unit(u));
        self
    }

    /// Adds units.
    pub fn units(mut self, units: impl IntoIterator<Item = usize>) -> Note {
        self.parts.push(Part::Units(units.into_iter().collect()));
        self
    }

    /// Adds a chain's node.
    pub fn literal(mut self, cell: usize, d: u8, on: bool) -> Note {
        self.parts.push(Part::Literal(cell, d, on));
        self
    }

    /// Adds a chain of candidates.
    pub fn chain(mut self, nodes: Vec<(usize, u8, bool)>) -> Note {
        let nodes = nodes
            .into_iter()
            .map(|(c, d, on)| ChainNode::candidate(c, d, on))
            .collect();
        self.parts.push(Part::Chain(nodes));
        self
    }

    /// The description followed by the deductions: "pivot E5 (1,3), ...,
    /// so remove 7 from B2".
    pub fn render(&self, geometry: &Geometry, namer: &CellNamer) -> String {
        let n = geometry.size();
        let mut out = String::new();
        for part in &self.parts {
            match part {
                Part::Text(s) => out.push_str(s),
                Part::Word(id) => out.push_str(&text(id)),
                Part::WordWith(id, args) => {
                    let args: Vec<(&str, &str)> =
                        args.iter().map(|(k, v)| (*k, v.as_str())).collect();
                    out.push_str(&text_with(id, &args));
                }
                Part::Digit(d) => out.push(symbol(*d)),
                Part::Digits(mask) => out.push_str(&digit_list(*mask)),
                Part::Cell(c) => out.push_str(&namer.cell(n, *c)),
                Part::CellWith(c, mask) => {
                    out.push_str(&format!("{} ({})", namer.cell(n, *c), digit_list(*mask)))
                }
                Part::Cells(cells) => {
                    let names: Vec<String> = cells.iter().map(|&c| namer.cell(n, c)).collect();
                    out.push_str(&and_list(&names));
                }
                Part::Group(cells) => out.push_str(&group(n, namer, cells)),
                Part::Unit(u) => out.push_str(&unit_words(geometry, *u, namer)),
                Part::Rule(id) => out.push_str(&crate::words::rule_words(geometry, *id, namer)),
                Part::Units(units) => out.push_str(&unit_list(geometry, units, namer)),
                Part::Literal(c, d, on) => out.push_str(&literal(n, namer, *c, *d, *on)),
                Part::Chain(nodes) => {
                    let names: Vec<String> = nodes
                        .iter()
                        .map(|node| chain_node(n, namer, node))
                        .collect();
                    out.push_str(&names.join(" → "));
                }
            }
        }
        let deductions = deductions(&self.removes, &self.places, n, namer);
        if !deductions.is_empty() {
            // "..., so remove 7 from B2"; a description that already
            // reasons with "so" takes a colon instead.
            if self.parts.contains(&Part::Word("note-so")) {
                out.push_str(": ");
            } else if !out.is_empty() {
                out.push_str(", ");
                out.push_str(&text("note-so"));
                out.push(' ');
            }
            out.push_str(&deductions);
        }
        out
    }
}

/// "remove 7 from B2, C2 and 1,3 from B1; place 5 in E5": digits removed
/// from the same cells are named together.
pub(super) fn deductions(
    removes: &[(usize, u32)],
    places: &[(usize, u8)],
    n: usize,
    namer: &CellNamer,
) -> String {
    let mut by_digit: Vec<(u8, Vec<usize>)> = Vec::new();
    for &(cell, mask) in removes {
        for d in digits(mask) {
            match by_digit.iter_mut().find(|(e, _)| *e == d) {
                Some((_, cells)) => cells.push(cell),
                None => by_digit.push((d, vec![cell])),
            }
        }
    }
    by_digit.sort_unstable();
    let mut merged: Vec<(u32, Vec<usize>)> = Vec::new();
    for (d, mut cells) in by_digit {
        cells.sort_unstable();
        cells.dedup();
        match merged.iter_mut().find(|(_, c)| *c == cells) {
            Some((mask, _)) => *mask |= 1 << (d - 1),
            None => merged.push((1 << (d - 1), cells)),
        }
    }
    let removes: Vec<String> = merged
        .into_iter()
        .map(|(mask, cells)| {
            text_with(
                "deduce-from",
                &[
                    ("digits", &digit_list(mask)),
                    ("cells", &namer.cells(n, &cells)),
                ],
            )
        })
        .collect();
    let mut parts = Vec::new();
    if !removes.is_empty() {
        let and = format!(" {} ", text("note-and"));
        parts.push(text_with("deduce-remove", &[("list", &removes.join(&and))]));
    }
    for &(cell, d) in places {
        parts.push(text_with(
            "deduce-place",
            &[
                ("digit", &symbol(d).to_string()),
                ("cell", &namer.cell(n, cell)),
            ],
        ));
    }
    parts.join("; ")
}

/// "E5=3" or "E5≠3".
fn literal(n: usize, namer: &CellNamer, cell: usize, d: u8, on: bool) -> String {
    format!(
        "{}{}{}",
        namer.cell(n, cell),
        if on { "=" } else { "≠" },
        symbol(d)
    )
}

/// "E5=3", or "[D9, E9]≠3" for a group.
fn chain_node(n: usize, namer: &CellNamer, node: &ChainNode) -> String {
    format!(
        "{}{}{}",
        group(n, namer, &node.cells),
        if node.on { "=" } else { "≠" },
        symbol(node.digit)
    )
}

/// Cells taken together, as every technique writes them: "E5" for one
/// cell, "[D9, E9]" for a group.
fn group(n: usize, namer: &CellNamer, cells: &[usize]) -> String {
    match cells {
        [cell] => namer.cell(n, *cell),
        _ => {
            let names: Vec<String> = cells.iter().map(|&c| namer.cell(n, c)).collect();
            format!("[{}]", names.join(", "))
        }
    }
}

/// "1,3,7" in English; "1, 3, 7" where a comma is the decimal one, so that
/// "3,5" never reads as three and a half (the catalogue's
/// `digit-list-separator`).
fn digit_list(mask: u32) -> String {
    digits(mask)
        .map(|d| symbol(d).to_string())
        .collect::<Vec<_>>()
        .join(&text("digit-list-separator"))
}

/// Units grouped by kind: "rows 2 and 7, columns C and H".
fn unit_list(geometry: &Geometry, units: &[usize], namer: &CellNamer) -> String {
    let mut groups: Vec<(UnitKind, Vec<usize>)> = Vec::new();
    for &u in units {
        let kind = geometry.units()[u].kind;
        match groups.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, list)) => list.push(u),
            None => groups.push((kind, vec![u])),
        }
    }
    let parts: Vec<String> = groups
        .into_iter()
        .map(|(kind, list)| {
            let names: Vec<String> = list
                .iter()
                .map(|&u| unit_words(geometry, u, namer))
                .collect();
            // Blocks and regions are named by where they are, in full.
            let plural = match kind {
                UnitKind::Row => Some("names-rows"),
                UnitKind::Column => Some("names-columns"),
                UnitKind::Extra => Some("names-extra"),
                UnitKind::Block
                | UnitKind::Region
                | UnitKind::MainDiagonal
                | UnitKind::AntiDiagonal => None,
            };
            match plural {
                Some(plural) if names.len() > 1 => {
                    let labels: Vec<String> = list
                        .iter()
                        .map(|&u| {
                            let unit = &geometry.units()[u];
                            match kind {
                                UnitKind::Row => namer.row_label(unit.number - 1),
                                UnitKind::Column => namer.column_label(unit.number - 1),
                                _ => unit.number.to_string(),
                            }
                        })
                        .collect();
                    text_with(plural, &[("list", &and_list(&labels))])
                }
                _ => and_list(&names),
            }
        })
        .collect();
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::super::candidates::{Board, Tables};
    use super::super::tests::{geometry, strip};
    use super::super::{fish, wings};
    use super::*;

    #[test]
    fn an_x_wing_names_its_rows_columns_and_eliminations() {
        // 4 in rows 2 and 7 only in columns C and H.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        let others: Vec<usize> = [1, 6]
            .iter()
            .flat_map(|&r| (0..9).filter(|&c| c != 2 && c != 7).map(move |c| r * 9 + c))
            .collect();
        strip(&mut board, &others, &[4]);
        let found = fish::fish(&t, &board, 2, t.all);
        assert_eq!(found.notes.len(), 1);
        assert_eq!(
            found.notes[0].render(&g, &CellNamer::default()),
            "on 4 in rows 2 and 7, columns C and H, so remove 4 from C1, H1, C3, H3, C4, H4, \
             C5, H5, C6, H6, C8, H8, C9, H9"
        );
    }

    #[test]
    fn an_xy_wing_names_its_pivot_and_pincers() {
        // Pivot E5 (1,3), pincers B5 (1,7) and E2 (3,7): B2 loses 7.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        let mask = |ds: &[u8]| ds.iter().fold(0u32, |m, &d| m | 1 << (d - 1));
        board.cands[40] = mask(&[1, 3]);
        board.cands[37] = mask(&[1, 7]);
        board.cands[13] = mask(&[3, 7]);
        let found = wings::xy_wing(&t, &board);
        let lines: Vec<String> = found
            .notes
            .iter()
            .map(|n| n.render(&g, &CellNamer::default()))
            .collect();
        assert_eq!(
            lines,
            vec!["pivot E5 (1,3), pincers E2 (3,7) and B5 (1,7), so remove 7 from B2".to_string()]
        );
    }
}
