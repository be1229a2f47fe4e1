//! The rater's own candidate grid: a `u32` bitmask per cell (bit `d - 1` for
//! digit `d`), plus the unit tables every technique reads. Built only from
//! [`Geometry::constraints`], so every unit-based variant is handled alike.

pub(super) use super::mask::{bit, digits};
use super::note::Note;
use crate::budget::Deadline;
use crate::geometry::{Constraint, Geometry, LineKind, UnitKind};
use crate::grid::Grid;

/// Words of a [`CellSet`]: 640 bits, enough for 25 x 25 = 625 cells.
const WORDS: usize = 10;

/// A set of cells as a fixed bitset (cheap to copy and compare).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(super) struct CellSet([u64; WORDS]);

impl CellSet {
    /// The set of `cells`.
    pub fn of(cells: impl IntoIterator<Item = usize>) -> Self {
        let mut set = CellSet::default();
        for cell in cells {
            set.insert(cell);
        }
        set
    }

    /// Adds `cell`.
    pub fn insert(&mut self, cell: usize) {
        self.0[cell / 64] |= 1 << (cell % 64);
    }

    /// Whether `cell` is in the set.
    pub fn contains(&self, cell: usize) -> bool {
        self.0[cell / 64] >> (cell % 64) & 1 == 1
    }

    /// Cells in either set.
    pub fn union(&self, other: &CellSet) -> CellSet {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(&other.0) {
            *a |= b;
        }
        out
    }

    /// Cells in both sets.
    pub fn intersection(&self, other: &CellSet) -> CellSet {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(&other.0) {
            *a &= b;
        }
        out
    }

    /// Whether every cell of `self` is in `other`.
    pub fn is_subset(&self, other: &CellSet) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a & !b == 0)
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The cells of the set, in ascending order.
    pub fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let bit = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    i * 64 + bit
                })
            })
        })
    }
}

/// Two units whose intersection has at least two cells: a digit's candidates
/// in `from` that all lie in the intersection are eliminated from `to`.
#[derive(Clone, Debug)]
pub(super) struct Overlap {
    /// The unit whose candidates are confined.
    pub from: usize,
    /// The unit that loses the digit outside the intersection.
    pub to: usize,
    /// The cells `from` and `to` share.
    pub shared: CellSet,
    /// The places of the shared cells in `from`: bit `i` for
    /// `units[from][i]`.
    pub places_in_from: u32,
}

/// Everything about the geometry the techniques need, computed once.
#[derive(Clone, Debug)]
pub(super) struct Tables {
    /// Grid size.
    pub n: usize,
    /// The mask of all digits `1..=n`.
    pub all: u32,
    /// The candidates each cell starts with: every digit but those a rule
    /// forbids there (an even/odd cell's other parity), as a player
    /// starts without them.
    pub open: Vec<u32>,
    /// Cells of each unit.
    pub units: Vec<Vec<usize>>,
    /// Cells of each unit as a set.
    pub unit_sets: Vec<CellSet>,
    /// Units of each cell.
    pub cell_units: Vec<Vec<usize>>,
    /// The killer cages, for the killer techniques.
    pub cages: Vec<super::cage_table::CageTable>,
    /// The marks between two cells, for `marks.rs`.
    pub marks: Vec<super::mark_table::MarkTable>,
    /// The sums (arrows, little killers), for `sums.rs`.
    pub sums: Vec<super::rule_tables::SumTable>,
    /// The renban lines, for `renban.rs`.
    pub renbans: Vec<super::rule_tables::RenbanTable>,
    /// Peers of each cell (cells sharing a unit or a cage, not the cell
    /// itself).
    pub peers: Vec<Vec<usize>>,
    /// Peers of each cell as a set.
    pub peer_sets: Vec<CellSet>,
    /// Whether units `u` and `v` share no cell, at `u * units.len() + v`
    /// (read through [`Tables::disjoint`]).
    apart: Vec<bool>,
    /// Ordered pairs of units sharing two or more cells.
    pub overlaps: Vec<Overlap>,
    /// Whether each unit is a block (a box, a jigsaw region or an extra
    /// block) rather than a line (a row, a column or a diagonal).
    pub is_block: Vec<bool>,
    /// The kind of each unit.
    pub kinds: Vec<UnitKind>,
    /// Whether chains are traced node by node for the explanation (off
    /// while rating: only the conclusions count there).
    pub trace: bool,
    /// The command's budget: the slow searches (dynamic and nested forcing
    /// chains) give up, finding nothing, once it is spent.
    pub deadline: Deadline,
}

impl Tables {
    /// The tables of `geometry`.
    pub fn new(geometry: &Geometry) -> Self {
        let n = geometry.size();
        let (mut units, mut kinds, mut marks) = (Vec::new(), Vec::new(), Vec::new());
        let (mut sums, mut renbans) = (Vec::new(), Vec::new());
        let all = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
        let mut open = vec![all; n * n];
        for (id, constraint) in geometry.rules() {
            match constraint {
                // No unit: its groups are peers (`Geometry::peers`), which
                // every single and elimination sees; no technique of its
                // own uses this rule.
                Constraint::Anti(_) => {}
                Constraint::AllDifferent(u) => {
                    units.push(u.cells.clone());
                    kinds.push(u.kind);
                }
                // A cage is no unit: its cells are peers, and the killer
                // techniques read it from `cages`.
                Constraint::Cage(_) => {}
                // An even/odd cell starts without the digits of the other
                // parity; no technique needs the rule after that.
                Constraint::Parity(parity) => {
                    for d in (1..=n.min(32) as u8).filter(|&d| !parity.allows(d)) {
                        open[parity.cell()] &= !bit(d);
                    }
                }
                // A mark is no unit: the rater keeps it in its own step
                // (`rate/marks.rs`).
                Constraint::Pair(pair) => marks.push(super::mark_table::MarkTable::new(
                    n,
                    id,
                    pair.cells,
                    |a, b| pair.allows(a, b),
                )),
                // A line is its relations, each a mark's for the rater; a
                // renban line is read whole as well (`rate/renban.rs`).
                Constraint::Line(line) => {
                    for (a, b) in line.relations() {
                        marks.push(super::mark_table::MarkTable::new(n, id, [a, b], |x, y| {
                            line.allows(n, x, y)
                        }));
                    }
                    match line.kind {
                        LineKind::Renban => renbans
                            .push(super::rule_tables::RenbanTable::new(id, line.cells.clone())),
                        LineKind::Thermometer | LineKind::Whisper | LineKind::Palindrome => {}
                    }
                }
                // An arrow's or a little killer's sum: `rate/sums.rs`.
                Constraint::Sum(sum) => sums.push(super::rule_tables::SumTable::new(
                    id,
                    sum.weights(),
                    sum.total(),
                )),
                // No technique uses a sandwich clue: the path says it is
                // stuck where only the clue would help.
                Constraint::Sandwich(_) => {}
            }
        }
        let unit_sets: Vec<CellSet> = units
            .iter()
            .map(|c| CellSet::of(c.iter().copied()))
            .collect();
        let mut cell_units = vec![Vec::new(); n * n];
        for (u, cells) in units.iter().enumerate() {
            for &cell in cells {
                cell_units[cell].push(u);
            }
        }
        let cages = super::cage_table::cage_tables(geometry);
        // The one notion of peers: every cell a rule makes distinct from
        // this one (a unit's, a cage's cells).
        let peers: Vec<Vec<usize>> = (0..n * n).map(|cell| geometry.peers(cell)).collect();
        let count = units.len();
        let mut apart = vec![true; count * count];
        let mut overlaps = Vec::new();
        for u in 0..count {
            for v in 0..count {
                let shared = unit_sets[u].intersection(&unit_sets[v]);
                let size = shared.len();
                apart[u * count + v] = size == 0;
                if u != v && size >= 2 {
                    let places_in_from = units[u]
                        .iter()
                        .enumerate()
                        .filter(|&(_, &c)| shared.contains(c))
                        .fold(0, |m, (i, _)| m | 1 << i);
                    overlaps.push(Overlap {
                        from: u,
                        to: v,
                        shared,
                        places_in_from,
                    });
                }
            }
        }
        let is_block = kinds
            .iter()
            .map(|k| matches!(k, UnitKind::Block | UnitKind::Region | UnitKind::Extra))
            .collect();
        let peer_sets = peers
            .iter()
            .map(|p| CellSet::of(p.iter().copied()))
            .collect();
        Tables {
            cages,
            marks,
            sums,
            renbans,
            kinds,
            trace: false,
            deadline: Deadline::none(),
            is_block,
            peer_sets,
            n,
            all,
            open,
            units,
            unit_sets,
            cell_units,
            peers,
            apart,
            overlaps,
        }
    }
}

impl Tables {
    /// Whether units `u` and `v` share no cell.
    pub fn disjoint(&self, u: usize, v: usize) -> bool {
        self.apart[u * self.units.len() + v]
    }

    /// Whether cells `a` and `b` (distinct) share a unit.
    pub fn sees(&self, a: usize, b: usize) -> bool {
        self.peer_sets[a].contains(b)
    }
}

/// What one round of a technique found on a snapshot of the board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Deductions {
    /// How many placements or patterns made progress.
    pub instances: usize,
    /// Digits to place: `(cell, digit)`.
    pub places: Vec<(usize, u8)>,
    /// Candidates to remove: `(cell, mask)`, each mask non-empty and present.
    pub removes: Vec<(usize, u32)>,
    /// The difficulty in tenths of the SE scale, when it depends on the
    /// pattern (chains); otherwise the technique's own value.
    pub difficulty: Option<u16>,
    /// One description per pattern, with its own deductions.
    pub notes: Vec<Note>,
}

impl Deductions {
    /// Records the removal of `mask` from `cell`, if it removes anything.
    pub fn remove(&mut self, board: &Board, cell: usize, mask: u32) {
        let present = board.cands[cell] & mask;
        if present != 0 {
            self.removes.push((cell, present));
        }
    }

    /// Counts one pattern, described by `note`, as an instance if it removed
    /// anything since the removal list had length `before`.
    pub fn close(&mut self, before: usize, mut note: Note) {
        if self.removes.len() > before {
            self.instances += 1;
            note.removes = self.removes[before..].to_vec();
            self.notes.push(note);
        }
    }

    /// [`Deductions::close`], describing the pattern only when it removed
    /// something (most patterns a search meets remove nothing).
    pub fn close_with(&mut self, before: usize, note: impl FnOnce() -> Note) {
        if self.removes.len() > before {
            self.close(before, note());
        }
    }
}

/// Digits and candidates of every cell. A filled cell has no candidates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Board {
    /// Digit of each cell, 0 if empty.
    pub values: Vec<u8>,
    /// Candidates of each empty cell.
    pub cands: Vec<u32>,
}

impl Board {
    /// Every cell empty with every digit a candidate (but those a rule
    /// forbids in it: [`Tables::open`]).
    pub fn open(t: &Tables) -> Self {
        Board {
            values: vec![0; t.n * t.n],
            cands: t.open.clone(),
        }
    }

    /// The board of `givens`, or `None` if the grid does not fit the
    /// geometry, holds a digit above `n`, or two givens clash.
    pub fn from_givens(t: &Tables, givens: &Grid) -> Option<Self> {
        if givens.size() != t.n || givens.cells().len() != t.n * t.n {
            return None;
        }
        let mut board = Board::open(t);
        for (cell, &d) in givens.cells().iter().enumerate() {
            if d == 0 {
                continue;
            }
            if d as usize > t.n || board.cands[cell] & bit(d) == 0 {
                return None;
            }
            board.place(t, cell, d);
        }
        Some(board)
    }

    /// Puts `d` in `cell` and removes it from the cell's peers.
    pub fn place(&mut self, t: &Tables, cell: usize, d: u8) {
        self.values[cell] = d;
        self.cands[cell] = 0;
        for &p in &t.peers[cell] {
            self.cands[p] &= !bit(d);
        }
    }

    /// Applies a round of deductions. A placement whose digit is no longer a
    /// candidate (two deductions of the round clash) is skipped; the clash
    /// then shows as an empty cell or digit with no place ([`Board::is_broken`]).
    pub fn apply(&mut self, t: &Tables, found: &Deductions) {
        for &(cell, mask) in &found.removes {
            self.cands[cell] &= !mask;
        }
        for &(cell, d) in &found.places {
            if self.values[cell] == 0 && self.cands[cell] & bit(d) != 0 {
                self.place(t, cell, d);
            }
        }
    }

    /// Digits placed in unit `u`.
    pub fn placed_in(&self, t: &Tables, u: usize) -> u32 {
        t.units[u]
            .iter()
            .filter(|&&c| self.values[c] != 0)
            .fold(0, |m, &c| m | bit(self.values[c]))
    }

    /// The cells of unit `u` where `d` is a candidate.
    pub fn cells_for(&self, t: &Tables, u: usize, d: u8) -> CellSet {
        CellSet::of(
            t.units[u]
                .iter()
                .copied()
                .filter(|&c| self.cands[c] & bit(d) != 0),
        )
    }

    /// An empty cell without candidates, or a unit missing a digit that has
    /// no place left in it: the position has no solution.
    pub fn is_broken(&self, t: &Tables) -> bool {
        if (0..self.values.len()).any(|c| self.values[c] == 0 && self.cands[c] == 0) {
            return true;
        }
        t.units.iter().any(|cells| {
            let covered = cells.iter().fold(0, |m, &c| {
                m | self.cands[c]
                    | match self.values[c] {
                        0 => 0,
                        d => bit(d),
                    }
            });
            covered != t.all
        })
    }

    /// Every cell is filled.
    pub fn is_full(&self) -> bool {
        self.values.iter().all(|&d| d != 0)
    }

    /// The digits as a grid.
    pub fn to_grid(&self, n: usize) -> Grid {
        Grid::from_cells(n, self.values.clone()).unwrap_or_else(|_| Grid::empty(n))
    }
}

/// One pattern of a [`Graded`] search: difficulty in tenths, removals and
/// description.
type Pattern = (u16, Vec<(usize, u32)>, Note);

/// Patterns of varying difficulty found in one snapshot: [`Graded::finish`]
/// keeps only the easiest ones, as a step applies the easiest pattern.
#[derive(Debug, Default)]
pub(super) struct Graded {
    /// `(difficulty in tenths, removals, description)` of each pattern.
    found: Vec<Pattern>,
}

impl Graded {
    /// Records a pattern of `difficulty` removing `mask` from each of `cells`
    /// (only what is still there; a pattern removing nothing is dropped).
    pub fn add(
        &mut self,
        board: &Board,
        difficulty: u16,
        removes: impl IntoIterator<Item = (usize, u32)>,
        note: impl FnOnce() -> Note,
    ) {
        let removes: Vec<(usize, u32)> = removes
            .into_iter()
            .filter_map(|(c, m)| {
                let present = board.cands[c] & m;
                (board.values[c] == 0 && present != 0).then_some((c, present))
            })
            .collect();
        if !removes.is_empty() {
            let mut note = note();
            note.removes = removes.clone();
            self.found.push((difficulty, removes, note));
        }
    }

    /// The easiest difficulty recorded so far.
    pub fn easiest(&self) -> Option<u16> {
        self.found.iter().map(|f| f.0).min()
    }

    /// The patterns of the easiest difficulty, as one round of deductions.
    pub fn finish(self) -> Deductions {
        let mut out = Deductions::default();
        let Some(best) = self.easiest() else {
            return out;
        };
        for (difficulty, removes, note) in self.found {
            if difficulty == best {
                out.instances += 1;
                out.removes.extend(removes);
                out.notes.push(note);
            }
        }
        out.difficulty = Some(best);
        out
    }
}
