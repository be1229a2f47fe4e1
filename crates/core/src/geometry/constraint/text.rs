//! The one textual form of a rule, which every store of rules uses (a
//! puzzle line's `rules=` field, and through it the `Key` sheet of our
//! workbooks): its kind's word, then its numbers, then its cells in A1
//! form, separated by spaces (or commas, where a space cannot go):
//!
//! ```text
//! even B3            (a grey square: an even digit)
//! odd C4             (a grey circle: an odd digit)
//! kropki-white B3 B4
//! kropki-black B3 C3
//! x A1 A2
//! v A1 B1
//! greater A1 B1        (A1 > B1)
//! thermo A1 A2 B3      (its bulb first)
//! whisper A1 B2 C3
//! palindrome A1 A2 A3
//! arrow A1 B1 C2       (its circle first: A1 = B1 + C2)
//! arrow 2 A1 B1 C2 D2  (a circle of two cells: 10·A1 + B1 = C2 + D2)
//! little-killer 15 B1 C2 D3   (from its clue along the diagonal)
//! anti-knight          (the whole grid: its one word)
//! anti-king
//! renban A1 B1 C1      (different, consecutive in any order)
//! sandwich 12 row 3    (between row 3's 1 and its n: 12)
//! sandwich 0 column C  (column C's 1 and n side by side)
//! killer 15 A1 B1 C1
//! ```
//!
//! One writer ([`Constraint::text`]) and one reader
//! ([`Constraint::parse_text`]) serve every kind; a kind adds its arm to
//! each, named by the compiler for the writer.

use super::{
    Anti, AntiKind, Cage, CageSum, Constraint, Line, LineKind, Pair, PairKind, Parity, ParityKind,
    Sandwich, SandwichLine, SumKind, SumRule,
};
use crate::grid::CellNamer;

/// Why a rule's text cannot be read: the text and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct RuleTextError {
    /// The rule's text as found.
    pub rule: String,
    /// What is wrong with it.
    pub why: String,
}

impl std::fmt::Display for RuleTextError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the rule '{}' {}", self.rule, self.why)
    }
}

impl std::error::Error for RuleTextError {}

impl Constraint {
    /// The rule's text on a grid of size `n` ("kropki-white B3 B4"),
    /// `None` for a unit, which the geometry's maps hold.
    ///
    /// ```
    /// use sheetdoku::{Constraint, Pair, PairKind};
    /// let sign = Constraint::Pair(Pair::new(PairKind::Greater, 1, 0));
    /// assert_eq!(sign.text(9).unwrap(), "greater B1 A1");
    /// assert_eq!(Constraint::parse_text("greater B1 A1", 9).unwrap(), sign);
    /// ```
    pub fn text(&self, n: usize) -> Option<String> {
        let namer = CellNamer::default();
        let cells = |cells: &[usize]| {
            cells
                .iter()
                .map(|&c| namer.cell(n, c))
                .collect::<Vec<_>>()
                .join(" ")
        };
        match self {
            Constraint::Anti(anti) => Some(anti.kind().word().to_string()),
            Constraint::AllDifferent(_) => None,
            Constraint::Cage(cage) => {
                Some(format!("killer {} {}", cage.sum.text(), cells(&cage.cells)))
            }
            Constraint::Parity(parity) => {
                Some(format!("{} {}", parity.kind.word(), cells(&parity.cells)))
            }
            Constraint::Pair(pair) => Some(format!("{} {}", pair.kind.word(), cells(&pair.cells))),
            Constraint::Line(line) => Some(format!("{} {}", line.kind.word(), cells(&line.cells))),
            Constraint::Sum(sum) => Some(match sum.kind {
                SumKind::Arrow if sum.bulb == 1 => format!("arrow {}", cells(&sum.cells)),
                SumKind::Arrow => format!("arrow {} {}", sum.bulb, cells(&sum.cells)),
                SumKind::LittleKiller => {
                    format!("little-killer {} {}", sum.sum, cells(&sum.cells))
                }
            }),
            Constraint::Sandwich(sandwich) => Some(match sandwich.line(n) {
                Some(SandwichLine::Row(r)) => {
                    format!("sandwich {} row {}", sandwich.sum, namer.row_label(r))
                }
                Some(SandwichLine::Column(c)) => {
                    format!("sandwich {} column {}", sandwich.sum, namer.column_label(c))
                }
                // Refused by every geometry; written as it is.
                None => format!("sandwich {} {}", sandwich.sum, cells(&sandwich.cells)),
            }),
        }
    }

    /// Reads one rule's text on a grid of size `n`: words separated by
    /// spaces or commas, the kind's word in any case. The rule is not yet
    /// checked against the grid (a geometry checks it when it is added).
    ///
    /// ```
    /// use sheetdoku::{Constraint, Pair, PairKind};
    /// let dot = Constraint::parse_text("Kropki-White,B3,B2", 9).unwrap();
    /// assert_eq!(dot, Constraint::Pair(Pair::new(PairKind::KropkiWhite, 19, 10)));
    /// let err = Constraint::parse_text("kropki-white B3", 9).unwrap_err();
    /// assert_eq!(err.to_string(), "the rule 'kropki-white B3' needs 2 cells, not 1");
    /// ```
    pub fn parse_text(text: &str, n: usize) -> Result<Constraint, RuleTextError> {
        let fail = |why: String| RuleTextError {
            rule: text.trim().to_string(),
            why,
        };
        let mut words = text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty());
        let Some(word) = words.next() else {
            return Err(fail("is empty".to_string()));
        };
        let rest: Vec<&str> = words.collect();
        let cells_of = |words: &[&str]| -> Result<Vec<usize>, RuleTextError> {
            words
                .iter()
                .map(|w| {
                    cell_of(w, n).ok_or_else(|| {
                        fail(format!(
                            "names '{w}', which is not a cell of the {n}x{n} grid (A1 to {})",
                            CellNamer::default().cell(n, n * n - 1)
                        ))
                    })
                })
                .collect()
        };
        if let Some(kind) = ParityKind::from_word(word) {
            let cells = cells_of(&rest)?;
            let [cell] = cells[..] else {
                return Err(fail(format!("needs 1 cell, not {}", cells.len())));
            };
            return Ok(Constraint::Parity(Parity::new(kind, cell)));
        }
        if let Some(kind) = PairKind::from_word(word) {
            let cells = cells_of(&rest)?;
            let [a, b] = cells[..] else {
                return Err(fail(format!("needs 2 cells, not {}", cells.len())));
            };
            return Ok(Constraint::Pair(Pair::new(kind, a, b)));
        }
        if let Some(kind) = AntiKind::from_word(word) {
            if !rest.is_empty() {
                return Err(fail(format!(
                    "is a rule of the whole grid and takes no cells, not {}",
                    rest.len()
                )));
            }
            return Ok(Constraint::Anti(Anti::new(kind, n)));
        }
        if let Some(kind) = LineKind::from_word(word) {
            let cells = cells_of(&rest)?;
            return Ok(Constraint::Line(Line { kind, cells }));
        }
        if let Some(kind) = SumKind::from_word(word) {
            // An arrow's bulb is its first cell, or its first 1 to 3 cells
            // as a leading number says; a little killer's clue comes first.
            let number = rest.first().and_then(|w| w.parse::<u32>().ok());
            let words = if number.is_some() {
                &rest[1..]
            } else {
                &rest[..]
            };
            let cells = cells_of(words)?;
            return match (kind, number) {
                (SumKind::Arrow, bulb) => Ok(Constraint::Sum(SumRule::arrow(
                    bulb.map_or(1, |b| b as usize),
                    cells,
                ))),
                (SumKind::LittleKiller, Some(sum)) => {
                    Ok(Constraint::Sum(SumRule::little_killer(sum, cells)))
                }
                (SumKind::LittleKiller, None) => Err(fail("needs its sum first".to_string())),
            };
        }
        if word.eq_ignore_ascii_case("sandwich") {
            return parse_sandwich(&rest, n).map_err(fail);
        }
        if word.eq_ignore_ascii_case("killer") {
            let Some((sum, cells)) = rest.split_first() else {
                return Err(fail("needs its sum and its cells".to_string()));
            };
            let sum = CageSum::parse(sum)
                .ok_or_else(|| fail(format!("needs its sum first (? for none), not '{sum}'")))?;
            let mut cells = cells_of(cells)?;
            cells.sort_unstable();
            return Ok(Constraint::Cage(Cage::reaching_corners(cells, sum, n)));
        }
        Err(fail(format!(
            "starts with '{word}', which is no rule sheetdoku knows ({})",
            known_words().join(", ")
        )))
    }
}

/// The words that start a rule's text.
fn known_words() -> Vec<&'static str> {
    ParityKind::ALL
        .into_iter()
        .map(ParityKind::word)
        .chain(PairKind::ALL.into_iter().map(PairKind::word))
        .chain(LineKind::ALL.into_iter().map(LineKind::word))
        .chain(SumKind::ALL.into_iter().map(SumKind::word))
        .chain(["killer", "sandwich"])
        .chain(AntiKind::ALL.into_iter().map(AntiKind::word))
        .collect()
}

/// A sandwich clue's words after `sandwich`: its sum, `row` or `column`
/// and the line's label ("3", "C"; a column's number is read too).
fn parse_sandwich(rest: &[&str], n: usize) -> Result<Constraint, String> {
    let [sum, which, label] = rest[..] else {
        return Err(
            "needs its sum, then 'row' or 'column' and the line (sandwich 12 row 3)".into(),
        );
    };
    let sum: u32 = sum
        .parse()
        .map_err(|_| format!("needs its sum first, not '{sum}'"))?;
    let index = label
        .parse::<usize>()
        .ok()
        .and_then(|i| i.checked_sub(1))
        .or_else(|| cell_of(&format!("{label}1"), n).map(|c| c % n))
        .filter(|&i| i < n)
        .ok_or_else(|| format!("names line '{label}', which the {n}x{n} grid has not"))?;
    if which.eq_ignore_ascii_case("row") {
        Ok(Constraint::Sandwich(Sandwich::row(index, sum, n)))
    } else if which.eq_ignore_ascii_case("column") {
        Ok(Constraint::Sandwich(Sandwich::column(index, sum, n)))
    } else {
        Err(format!("names '{which}' where 'row' or 'column' goes"))
    }
}

/// The cell named `a1` ("C4", any case) on an `n x n` grid.
fn cell_of(a1: &str, n: usize) -> Option<usize> {
    let a1 = a1.to_ascii_uppercase();
    let split = a1.find(|c: char| c.is_ascii_digit())?;
    let (letters, digits) = a1.split_at(split);
    if letters.is_empty() || !letters.chars().all(|c| c.is_ascii_uppercase()) {
        return None;
    }
    let col = letters.chars().try_fold(0usize, |acc, c| {
        acc.checked_mul(26)?
            .checked_add(c as usize - 'A' as usize + 1)
    })? - 1;
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let row = digits.parse::<usize>().ok()?.checked_sub(1)?;
    (row < n && col < n).then_some(row * n + col)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind but the units reads back from its text, at every size
    /// the examples fit.
    #[test]
    fn every_kind_reads_back_from_its_text() {
        for n in [4, 6, 9, 16] {
            for rule in Constraint::one_of_each_kind(n) {
                match rule.text(n) {
                    Some(text) => assert_eq!(Constraint::parse_text(&text, n).unwrap(), rule),
                    None => assert!(rule.is_all_different()),
                }
            }
        }
    }

    #[test]
    fn bad_texts_say_what_is_wrong() {
        let err = |t: &str| Constraint::parse_text(t, 4).unwrap_err().to_string();
        assert_eq!(
            err("dot A1 A2"),
            "the rule 'dot A1 A2' starts with 'dot', which is no rule sheetdoku knows (even, odd, kropki-white, kropki-black, x, v, greater, no-white, no-black, no-x, no-v, thermo, whisper, palindrome, renban, arrow, little-killer, killer, sandwich, anti-knight, anti-king)"
        );
        assert_eq!(
            err("v A1 E1"),
            "the rule 'v A1 E1' names 'E1', which is not a cell of the 4x4 grid (A1 to D4)"
        );
        assert_eq!(
            err("killer x A1"),
            "the rule 'killer x A1' needs its sum first (? for none), not 'x'"
        );
        assert_eq!(err("  "), "the rule '' is empty");
        assert_eq!(
            err("sandwich 3 row E"),
            "the rule 'sandwich 3 row E' names line 'E', which the 4x4 grid has not"
        );
        assert_eq!(
            err("sandwich 3 line 2"),
            "the rule 'sandwich 3 line 2' names 'line' where 'row' or 'column' goes"
        );
        assert_eq!(
            Constraint::parse_text("Sandwich 5 column b", 4).unwrap(),
            Constraint::Sandwich(Sandwich::column(1, 5, 4))
        );
        assert!(Constraint::parse_text("v A1 A1x", 4).is_err());
    }
}
