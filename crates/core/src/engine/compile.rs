//! Compiling a [`Geometry`] for the engine, once per geometry: every unit as
//! a cell mask, the cells each cell sees (its peers), the pairs of units
//! that overlap (for locked candidates), the digits each cell may take, and
//! the propagators of the rules that are not all-different units.
//!
//! The masks have a width fixed at compile time of the engine: two 64-bit
//! words up to 11x11 (a 9x9 grid stays in 128 bits), four up to 16x16, ten
//! up to 25x25. [`Core`] holds the one width a geometry needs, and every
//! search and propagation is compiled for each width.

use super::bits::Bits;
use super::propagator::Propagator;
use crate::geometry::{CageSum, Constraint, Geometry, LineKind};

/// A geometry compiled for fast propagation and search. Build it once and
/// reuse it for many puzzles of the same geometry (a generator checks
/// uniqueness thousands of times); the free functions such as
/// [`crate::count_solutions`] keep the last one compiled on each thread.
///
/// Every rule is a constraint of [`Geometry::constraints`]; an all-different
/// one is a unit, and the engine never looks at what kind of unit it is, so
/// diagonals, jigsaw regions and extra regions need no special case. To
/// these it adds the units they imply (such as Windoku's phantom blocks),
/// found from the unit list alone.
#[derive(Clone, Debug)]
pub struct Engine {
    pub(super) n: usize,
    pub(super) cell_count: usize,
    /// Cells of unit `u` are `unit_cells[unit_start[u]..unit_start[u + 1]]`
    /// (for the matching in `alldiff.rs`, which works cell by cell).
    pub(super) unit_start: Vec<u32>,
    pub(super) unit_cells: Vec<u16>,
    /// The masks the search and propagation run on.
    pub(super) core: Core,
    /// Whether the geometry is a plain 9x9 Sudoku, whose searches the
    /// band-oriented kernel of `nine/` runs.
    pub(super) nine: bool,
}

impl Engine {
    /// Compiles `geometry`.
    pub fn new(geometry: &Geometry) -> Self {
        let n = geometry.size();
        let rules = Rules::of(geometry);
        let mut unit_start = vec![0];
        let mut unit_cells = Vec::with_capacity(rules.units.len() * n);
        for unit in &rules.units {
            unit_cells.extend(unit.iter().map(|&c| c as u16));
            unit_start.push(unit_cells.len() as u32);
        }
        Engine {
            n,
            cell_count: n * n,
            unit_start,
            unit_cells,
            core: Core::new(n, &rules),
            nine: super::nine::is_plain(geometry),
        }
    }

    /// The grid size `n`.
    pub fn size(&self) -> usize {
        self.n
    }

    /// Number of units (the geometry's and the implied ones).
    pub(super) fn unit_count(&self) -> usize {
        self.unit_start.len() - 1
    }

    /// The cells of unit `u`.
    #[inline]
    pub(super) fn unit(&self, u: usize) -> &[u16] {
        &self.unit_cells[self.unit_start[u] as usize..self.unit_start[u + 1] as usize]
    }
}

/// Two units that share at least two cells, as masks: the shared cells,
/// the cells only in the first, the cells only in the second; and for each
/// the words of the masks that hold its cells (on a large grid a block, or
/// the piece of a row or column in it, lies in a few of the words).
#[derive(Clone, Debug)]
pub(super) struct LockedPair<const W: usize> {
    pub(super) shared: Bits<W>,
    pub(super) first_only: Bits<W>,
    pub(super) second_only: Bits<W>,
    /// The first and one past the last word of each of the three.
    words: [(u8, u8); 3],
}

impl<const W: usize> LockedPair<W> {
    /// The pair of houses `first` and `second`.
    pub(super) fn new(first: Bits<W>, second: Bits<W>) -> Self {
        let shared = first.and(second);
        let first_only = first.minus(shared);
        let second_only = second.minus(shared);
        LockedPair {
            shared,
            first_only,
            second_only,
            words: [shared.words(), first_only.words(), second_only.words()],
        }
    }

    /// Pointing or claiming in `m`, one digit's cells: when the digit is
    /// in the shared cells and in only one of the two houses' other cells,
    /// it leaves those.
    #[inline(always)]
    pub(super) fn lock(&self, m: &mut Bits<W>) {
        let [shared, first, second] = self.words;
        // Up to 16x16 every word, a loop of fixed length.
        let meets = |o: &Bits<W>, words| {
            if W > 4 {
                m.meets_in(o, words)
            } else {
                m.meets(o)
            }
        };
        if !meets(&self.shared, shared) {
            return;
        }
        let in_first = meets(&self.first_only, first);
        let in_second = meets(&self.second_only, second);
        if in_first != in_second {
            *m = m.minus(if in_first {
                self.first_only
            } else {
                self.second_only
            });
        }
    }
}

/// The most words of a bit set over the locked pairs (1,024 pairs; a
/// standard 25x25 grid has 250).
pub(super) const PAIR_WORDS: usize = 16;

/// A geometry compiled for masks of `W` words and at most `D` digits.
#[derive(Clone, Debug)]
pub(super) struct Compiled<const W: usize, const D: usize> {
    /// The grid size: digits `0..n` (0-based inside the engine).
    pub(super) n: usize,
    /// Every cell of the grid.
    pub(super) all: Bits<W>,
    /// The units of `n` cells: each holds every digit exactly once, so a
    /// digit with one place left in one of them goes there.
    pub(super) houses: Vec<Bits<W>>,
    /// For each cell, the houses it lies in, as bits of a `u128` (house
    /// `h` is bit `h`); empty when there are more than 128 houses, and
    /// then hidden singles look at every house.
    pub(super) cell_houses: Vec<u128>,
    /// The cells each cell sees: no two cells that see each other hold
    /// the same digit.
    pub(super) peers: Vec<Bits<W>>,
    /// The houses again as a table of 128 (empty beyond the last), for the
    /// hidden singles' inner loop, which indexes it by a house's bit
    /// without a bounds test; `None` when there are more than 128 houses.
    pub(super) house_table: Option<Box<[Bits<W>; 128]>>,
    /// The words of the masks each house of `house_table` lies in (see
    /// [`Bits::words`]): on a large grid a row or a block is in a few.
    pub(super) house_words: Box<[(u8, u8); 128]>,
    /// Pairs of houses sharing two or more cells, for locked candidates.
    pub(super) pairs: Vec<LockedPair<W>>,
    /// For each house, the indices in `pairs` of the pairs it is in
    /// (empty when there are more than 128 houses).
    pub(super) house_pairs: Vec<Vec<u32>>,
    /// The same as bit sets over the pairs, `pair_words` words a house,
    /// so that the pairs of several houses are or'ed and each looked at
    /// once.
    pub(super) house_pair_masks: Vec<u64>,
    /// Words a house in `house_pair_masks`: 0 when there are more than
    /// `64 * PAIR_WORDS` pairs or 128 houses (then `house_pairs` serve).
    pub(super) pair_words: usize,
    /// For each digit, the cells that may hold it at all (every cell for
    /// today's rules; a rule that limits a cell's digits narrows these).
    pub(super) allowed: [Bits<W>; D],
    /// The rules that are not all-different units, each propagated by one
    /// file of `prop/` after singles and locked candidates settle.
    pub(super) propagators: Vec<Propagator>,
}

/// The compiled geometry at the one mask width its size needs.
#[derive(Clone, Debug)]
pub(super) enum Core {
    /// Up to 11x11 (121 cells, 11 digits).
    Small(Box<Compiled<2, 11>>),
    /// Up to 16x16 (256 cells, 16 digits).
    Medium(Box<Compiled<4, 16>>),
    /// Up to 25x25 (625 cells, 25 digits).
    Large(Box<Compiled<10, 25>>),
}

/// Runs `$body` with `$c` bound to the compiled geometry of `$core`, at
/// whichever width it has (the body is compiled once per width).
macro_rules! on_core {
    ($core:expr, $c:ident => $body:expr) => {
        match $core {
            $crate::engine::compile::Core::Small($c) => $body,
            $crate::engine::compile::Core::Medium($c) => $body,
            $crate::engine::compile::Core::Large($c) => $body,
        }
    };
}
pub(super) use on_core;

impl Engine {
    /// This engine with the sums of some killer cages left out: `keep[i]`
    /// says whether the `i`-th cage of the geometry (in the order of
    /// [`Geometry::cages`]) keeps its sum. A cage whose sum is left out
    /// still holds different digits (its cells keep seeing each other).
    /// For the repair of contradictory sums.
    pub(crate) fn keeping_cage_sums(&self, keep: &[bool]) -> Engine {
        let mut engine = self.clone();
        on_core!(&mut engine.core, c => {
            let mut i = 0;
            c.propagators.retain(|p| match p {
                Propagator::Cage(_) => {
                    i += 1;
                    keep.get(i - 1).copied().unwrap_or(true)
                }
                Propagator::Relation(_)
                | Propagator::Sum(_)
                | Propagator::Sandwich(_)
                | Propagator::Renban(_) => true,
            });
        });
        engine
    }
}

/// What the engine reads of a geometry: the cells of each all-different
/// unit (the geometry's and the ones they imply) and the propagators of
/// every other rule.
pub(super) struct Rules {
    pub(super) units: Vec<Vec<usize>>,
    pub(super) propagators: Vec<Propagator>,
    /// Cells whose digits a rule limits, each with the digits it leaves
    /// (bit `d - 1` for digit `d`): an even/odd cell.
    pub(super) limited: Vec<(usize, u32)>,
}

impl Rules {
    /// The rules of `geometry`. Every kind of constraint is handled here:
    /// an all-different one is a unit; a kind with its own propagation
    /// (a killer cage's sum) compiles to a [`Propagator`] of `prop/`, and
    /// to a unit as well when its cells must differ.
    pub(super) fn of(geometry: &Geometry) -> Self {
        let mut units = Vec::new();
        let mut propagators = Vec::new();
        let mut limited = Vec::new();
        let n = geometry.size();
        for constraint in geometry.constraints() {
            // The one notion of peers: the cells a rule makes distinct see
            // each other (a cage of fewer than `n` cells is no house).
            // (a knight's pair is a unit of two: peers, no house).
            units.extend(constraint.makes_distinct().iter().map(<[usize]>::to_vec));
            match constraint {
                // Its groups say it all.
                Constraint::Anti(_) => {}
                Constraint::AllDifferent(_) => {}
                // An even/odd cell's digits are limited once, at compile
                // time: no propagation is left to do.
                Constraint::Parity(parity) => {
                    let digits = (1..=n as u8)
                        .filter(|&d| parity.allows(d))
                        .fold(0u32, |m, d| m | 1 << (d - 1));
                    limited.push((parity.cell(), digits));
                }
                Constraint::Cage(cage) => match cage.sum {
                    CageSum::Given(sum) => {
                        propagators.push(Propagator::Cage(super::propagator::cage::Cage::new(
                            n,
                            &cage.cells,
                            sum,
                        )));
                    }
                    // A cage without a total: its group of peers says it all.
                    CageSum::NotGiven => {}
                },
                Constraint::Pair(pair) => {
                    propagators.push(Propagator::Relation(
                        super::propagator::pair::Relation::new(n, pair.cells, |d, e| {
                            pair.allows(d, e)
                        }),
                    ));
                }
                // A line is its relations, each propagated as a mark's; a
                // renban line its whole window as well.
                Constraint::Line(line) => {
                    for (a, b) in line.relations() {
                        propagators.push(Propagator::Relation(
                            super::propagator::pair::Relation::new(n, [a, b], |d, e| {
                                line.allows(n, d, e)
                            }),
                        ));
                    }
                    match line.kind {
                        LineKind::Renban => propagators.push(Propagator::Renban(
                            super::propagator::renban::Renban::new(&line.cells),
                        )),
                        LineKind::Thermometer | LineKind::Whisper | LineKind::Palindrome => {}
                    }
                }
                Constraint::Sum(sum) => {
                    propagators.push(Propagator::Sum(super::propagator::sum::Sum::new(
                        &sum.weights(),
                        sum.total(),
                    )));
                }
                Constraint::Sandwich(sandwich) => {
                    propagators.push(Propagator::Sandwich(
                        super::propagator::sandwich::Sandwich::new(&sandwich.cells, sandwich.sum),
                    ));
                }
            }
        }
        units.extend(super::implied::implied_units(geometry));
        Rules {
            units,
            propagators,
            limited,
        }
    }
}

impl Core {
    /// Compiles `rules` for an `n x n` grid.
    pub(super) fn new(n: usize, rules: &Rules) -> Self {
        match n {
            0..=11 => Core::Small(Box::new(Compiled::new(n, rules))),
            12..=16 => Core::Medium(Box::new(Compiled::new(n, rules))),
            _ => Core::Large(Box::new(Compiled::new(n, rules))),
        }
    }
}

impl<const W: usize, const D: usize> Compiled<W, D> {
    fn new(n: usize, rules: &Rules) -> Self {
        assert!(n <= D && n * n <= 64 * W, "a {n}x{n} grid fits this width");
        let cells = n * n;
        let all = Bits::of(0..cells);
        let masks: Vec<Bits<W>> = rules
            .units
            .iter()
            .map(|u| Bits::of(u.iter().copied()))
            .collect();
        let mut peers = vec![Bits::EMPTY; cells];
        for unit in &masks {
            for c in unit.iter() {
                peers[c] = peers[c].or(*unit);
            }
        }
        for (c, p) in peers.iter_mut().enumerate() {
            *p = p.minus(Bits::cell(c));
        }
        let mut houses: Vec<Bits<W>> = Vec::new();
        for (unit, mask) in rules.units.iter().zip(&masks) {
            if unit.len() == n && !houses.contains(mask) {
                houses.push(*mask);
            }
        }
        let mut cell_houses = vec![0u128; cells];
        if houses.len() <= 128 {
            for (h, house) in houses.iter().enumerate() {
                for c in house.iter() {
                    cell_houses[c] |= 1 << h;
                }
            }
        }
        let mut pairs = Vec::new();
        let mut house_pairs = vec![Vec::new(); if houses.len() <= 128 { houses.len() } else { 0 }];
        for (a, first) in houses.iter().enumerate() {
            for (b, second) in houses.iter().enumerate().skip(a + 1) {
                let shared = first.and(*second);
                if shared.len() >= 2 {
                    if !house_pairs.is_empty() {
                        house_pairs[a].push(pairs.len() as u32);
                        house_pairs[b].push(pairs.len() as u32);
                    }
                    pairs.push(LockedPair::new(*first, *second));
                }
            }
        }
        let house_table = (houses.len() <= 128).then(|| {
            Box::new(std::array::from_fn(|h| {
                houses.get(h).copied().unwrap_or(Bits::EMPTY)
            }))
        });
        let house_words = Box::new(std::array::from_fn(|h| {
            houses.get(h).map_or((0, 0), |house| house.words())
        }));
        let pair_words = if !house_pairs.is_empty() && pairs.len() <= 64 * PAIR_WORDS {
            pairs.len().div_ceil(64)
        } else {
            0
        };
        let mut house_pair_masks = vec![0u64; house_pairs.len() * pair_words];
        if pair_words > 0 {
            for (h, ps) in house_pairs.iter().enumerate() {
                for &p in ps {
                    house_pair_masks[h * pair_words + p as usize / 64] |= 1 << (p % 64);
                }
            }
        }
        Compiled {
            n,
            all,
            house_pair_masks,
            pair_words,
            house_table,
            house_words,
            houses,
            cell_houses,
            peers,
            pairs,
            house_pairs,
            allowed: std::array::from_fn(|d| {
                let mut cells = if d < n { all } else { Bits::EMPTY };
                for &(cell, digits) in &rules.limited {
                    if digits >> d & 1 == 0 {
                        cells.remove(cell);
                    }
                }
                cells
            }),
            propagators: rules.propagators.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Variant;

    fn compiled(g: &Geometry) -> Core {
        Core::new(g.size(), &Rules::of(g))
    }

    #[test]
    fn standard_9x9_masks() {
        let Core::Small(c) = compiled(&Geometry::standard(9).unwrap()) else {
            panic!("9x9 is compiled at the smallest width");
        };
        assert_eq!(c.houses.len(), 27);
        assert!(c.peers.iter().all(|p| p.len() == 20));
        // Each of the 9 boxes meets 3 rows and 3 columns in 3 cells.
        assert_eq!(c.pairs.len(), 54);
        for p in &c.pairs {
            assert_eq!(p.shared.len(), 3);
            assert_eq!((p.first_only.len(), p.second_only.len()), (6, 6));
        }
        assert_eq!(c.allowed[8], c.all);
        assert!(c.allowed[9].is_empty());
    }

    #[test]
    fn widths_follow_the_size() {
        for (n, width) in [(4, 0), (10, 0), (12, 1), (16, 1), (20, 2), (25, 2)] {
            let core = compiled(&Geometry::standard(n).unwrap());
            let got = match &core {
                Core::Small(_) => 0,
                Core::Medium(_) => 1,
                Core::Large(_) => 2,
            };
            assert_eq!(got, width, "{n}x{n}");
            on_core!(&core, c => {
                assert_eq!(c.all.len() as usize, n * n);
                assert_eq!(c.houses.len(), 3 * n);
            });
        }
    }

    #[test]
    fn diagonals_and_extra_regions_are_just_units() {
        let g = Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap();
        let Core::Small(c) = compiled(&g) else {
            panic!("9x9");
        };
        // 27 + 2 diagonals + 4 extra blocks + 5 implied phantom blocks.
        assert_eq!(c.houses.len(), 27 + 2 + 4 + 5);
        // The centre cell sees its row, column, box and both diagonals.
        assert_eq!(c.peers[40].len() as usize, g.peers(40).len());
        // A cell of a phantom block (row 1, column 2) gains peers.
        assert!(c.peers[1].len() as usize > g.peers(1).len());
    }
}
