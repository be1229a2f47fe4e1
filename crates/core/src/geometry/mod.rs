//! The one abstraction every variant shares: an `n x n` grid, its region
//! maps, and a list of constraints. The first kind of constraint is "all
//! different": a unit, which must hold every digit `1..=n` exactly once.
//!
//! Rows, columns, the blocks of the block map `B`, the two diagonals (Sudoku X)
//! and the extra regions of `B̄` (Windoku) are all just units. The BLP, the
//! native engine, the checker, the generator and the writer work from this list,
//! so a jigsaw is simply another block map.

//!
//! One job a file: `variant.rs` the names users type, made of what a variant
//! contains, `constraint/` the kinds of rule (one file per family, each with
//! its validation), `error.rs` why a map or a rule is refused (each message
//! written once), `build.rs` making and checking a geometry from its maps
//! and rules, `spec.rs` the one description every reader builds a geometry
//! from, `windoku.rs` Windoku's map, `connectivity.rs` whether a region
//! hangs together; this file the geometry itself and what it says of its
//! rules.

mod build;
mod connectivity;
mod constraint;
mod error;
mod spec;
mod variant;
mod windoku;

use std::sync::Arc;

use crate::grid::{CellNamer, OutOfRange};

pub use build::box_shape;
pub use constraint::{
    Anti, AntiError, AntiKind, Cage, CageError, CageSum, Carried, Constraint, ConstraintError,
    ConstraintId, DistinctGroups, Joined, Line, LineError, LineKind, Pair, PairError, PairKind,
    Parity, ParityError, ParityKind, Relabelling, RuleFamily, RuleMark, RuleStore, RuleSymmetry,
    RuleTextError, Sandwich, SandwichError, SandwichLine, SumError, SumKind, SumRule, Unit,
    UnitError, UnitKind,
};
pub use error::GeometryError;
pub use spec::{GeometrySpec, SpecError, SpecPart};
pub use variant::{Blocks, Diagonals, Extra, Variant};
pub use windoku::windoku_map;
// The sizes belong to the symbols digits are written with (grid.rs); named
// here too, where the sizes are checked.
pub use crate::grid::{MAX_SIZE, MIN_SIZE};

/// An `n x n` grid with its region maps and its constraints. Cheap to
/// clone (its parts are shared); build once per variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Shared by the clones: a file of many puzzles of one variant holds
    /// one shape, and a clone is a reference count.
    shape: Arc<Shape>,
}

/// What a geometry is made of, built once by [`Geometry::build`].
#[derive(Clone, Debug, PartialEq, Eq)]
struct Shape {
    n: usize,
    box_shape: Option<(usize, usize)>,
    blocks: Vec<u8>,
    extra: Vec<u8>,
    /// Whether both diagonals are units.
    diagonals: Diagonals,
    /// The rules added one by one (not made from the size and the maps):
    /// every rebuild keeps them.
    added: Vec<Constraint>,
    /// Every rule: those of the maps (rows, columns, blocks, diagonals,
    /// extra regions), then the added ones.
    constraints: Vec<Constraint>,
    /// The units of the all-different constraints (a view kept for lookups
    /// by index), with the constraint each comes from.
    units: Vec<Unit>,
    unit_ids: Vec<ConstraintId>,
    cell_units: Vec<Vec<usize>>,
    /// For each cell, the groups that make it distinct from other cells
    /// ([`Constraint::makes_distinct`]), each as the index of its rule
    /// into `constraints` and its own among the rule's groups.
    cell_distinct: Vec<Vec<(usize, usize)>>,
}

impl Geometry {
    /// The size `n` (digits are `1..=n`).
    pub fn size(&self) -> usize {
        self.shape.n
    }

    /// Number of cells, `n * n`.
    pub fn cell_count(&self) -> usize {
        self.shape.n * self.shape.n
    }

    /// Every rule of the puzzle: those the size and the maps make (rows,
    /// columns, blocks, diagonals, extra regions), then those added with
    /// [`Geometry::with_constraint`]. Code that must handle every kind of
    /// rule matches on these; [`Geometry::rules`] gives each with its id.
    pub fn constraints(&self) -> &[Constraint] {
        &self.shape.constraints
    }

    /// Every rule with its id, in the order of [`Geometry::constraints`].
    pub fn rules(&self) -> impl Iterator<Item = (ConstraintId, &Constraint)> {
        self.shape
            .constraints
            .iter()
            .enumerate()
            .map(|(i, c)| (ConstraintId(i), c))
    }

    /// The rule `id`, `None` when `id` is not a rule of this geometry.
    pub fn constraint(&self, id: ConstraintId) -> Option<&Constraint> {
        self.shape.constraints.get(id.0)
    }

    /// The name of rule `id` ("row 4", "extra block 2"), cells named with
    /// `namer`; empty when `id` is not a rule of this geometry.
    pub fn constraint_name(&self, id: ConstraintId, namer: &CellNamer) -> String {
        self.constraint(id)
            .map_or_else(String::new, |c| c.name(self.shape.n, namer))
    }

    /// Whether every rule is "all different" (only units): where patterns
    /// that rest on uniqueness (unique rectangles, BUG+1) are sound.
    pub fn only_all_different(&self) -> bool {
        self.shape
            .constraints
            .iter()
            .all(Constraint::is_all_different)
    }

    /// The killer cages, with their ids, in the order they were added: for
    /// the code of the cage family (its sheet, its sums); a question any
    /// kind of rule may answer goes through [`Constraint`]'s properties.
    pub fn cages(&self) -> impl Iterator<Item = (ConstraintId, &Cage)> {
        self.rules().filter_map(|(id, rule)| match rule {
            Constraint::Cage(cage) => Some((id, cage)),
            Constraint::AllDifferent(_)
            | Constraint::Parity(_)
            | Constraint::Pair(_)
            | Constraint::Line(_)
            | Constraint::Sum(_)
            | Constraint::Anti(_)
            | Constraint::Sandwich(_) => None,
        })
    }

    /// Whether relabelling the digits by any permutation keeps every rule
    /// ([`RuleSymmetry::relabelling`]): then copies may relabel, symbols may
    /// stand for the digits, and the grids come in classes of `n!`.
    pub fn kept_by_relabelling(&self) -> bool {
        self.shape
            .constraints
            .iter()
            .all(|rule| rule.symmetry().relabelling.keeps_any())
    }

    /// The families of the puzzle's rules, each once, in their order (see
    /// [`RuleFamily`]): what titles and descriptions are worded from.
    pub fn families(&self) -> Vec<RuleFamily> {
        let mut families: Vec<RuleFamily> = self
            .shape
            .constraints
            .iter()
            .map(Constraint::family)
            .collect();
        families.sort_unstable();
        families.dedup();
        families
    }

    /// The catalogue message a family of the puzzle's rules has for `key`
    /// (the killer's `check-unsound-cages` for [`RuleFamily::unsound_key`]),
    /// or `plain`, the units' message, when no family has its own.
    ///
    /// ```
    /// use sheetdoku::{Geometry, RuleFamily};
    /// let g = Geometry::standard(4).unwrap();
    /// assert_eq!(g.family_message(RuleFamily::unsound_key, "check-unsound"), "check-unsound");
    /// ```
    pub fn family_message(
        &self,
        key: fn(RuleFamily) -> Option<&'static str>,
        plain: &'static str,
    ) -> &'static str {
        self.families().into_iter().find_map(key).unwrap_or(plain)
    }

    /// Whether a page of the puzzle writes numbers inside cells (a killer's
    /// sums, [`RuleMark::needs_label_strip`]): it then gives each row of
    /// digits a strip above it, so the rows of digits are a row apart.
    pub fn needs_label_strip(&self) -> bool {
        self.shape
            .constraints
            .iter()
            .any(|rule| rule.mark().needs_label_strip())
    }

    /// How many columns a pupil's self-check adds beyond the digit counts
    /// for the families of the puzzle ([`RuleFamily::check_columns`]): the
    /// families share the test column, each in rows of its own.
    pub fn check_columns(&self) -> u16 {
        self.families()
            .into_iter()
            .map(RuleFamily::check_columns)
            .max()
            .unwrap_or(0)
    }

    /// The rules added one by one with [`Geometry::with_constraint`] that
    /// the maps do not hold (every kind but extra regions).
    pub fn added_constraints(&self) -> &[Constraint] {
        &self.shape.added
    }

    /// The id of the rule unit `u` (an index into [`Geometry::units`])
    /// comes from, `None` when there is no unit `u`.
    pub fn unit_id(&self, u: usize) -> Option<ConstraintId> {
        self.shape.unit_ids.get(u).copied()
    }

    /// The units of the all-different constraints, in the order of the
    /// rules: rows, then columns, blocks, diagonals, extra regions, then
    /// any added.
    pub fn units(&self) -> &[Unit] {
        &self.shape.units
    }

    /// Indices into [`Geometry::units`] of the units that contain `cell`.
    ///
    /// # Panics
    ///
    /// When `cell` is not a cell of the grid; [`Geometry::units_of_checked`]
    /// returns the error instead.
    pub fn units_of(&self, cell: usize) -> &[usize] {
        self.units_of_checked(cell)
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// [`Geometry::units_of`], or the error when `cell` is not a cell of
    /// the grid.
    ///
    /// ```
    /// let g = sheetdoku::Geometry::standard(4).unwrap();
    /// assert_eq!(g.units_of_checked(0).unwrap().len(), 3);
    /// assert!(g.units_of_checked(16).is_err());
    /// ```
    pub fn units_of_checked(&self, cell: usize) -> Result<&[usize], OutOfRange> {
        self.shape
            .cell_units
            .get(cell)
            .map(Vec::as_slice)
            .ok_or_else(|| self.outside(cell))
    }

    /// The error of `cell` outside the grid.
    fn outside(&self, cell: usize) -> OutOfRange {
        OutOfRange::Cell {
            cell,
            cells: self.cell_count(),
        }
    }

    /// The block (0-based region index) of `cell`.
    ///
    /// # Panics
    ///
    /// When `cell` is not a cell of the grid; [`Geometry::block_of_checked`]
    /// returns the error instead.
    pub fn block_of(&self, cell: usize) -> usize {
        self.block_of_checked(cell)
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// [`Geometry::block_of`], or the error when `cell` is not a cell of
    /// the grid.
    ///
    /// ```
    /// let g = sheetdoku::Geometry::standard(4).unwrap();
    /// assert_eq!(g.block_of_checked(15), Ok(3));
    /// assert!(g.block_of_checked(1000).is_err());
    /// ```
    pub fn block_of_checked(&self, cell: usize) -> Result<usize, OutOfRange> {
        self.shape
            .blocks
            .get(cell)
            .map(|&b| b as usize)
            .ok_or_else(|| self.outside(cell))
    }

    /// The block map, one 0-based region index per cell.
    pub fn block_map(&self) -> &[u8] {
        &self.shape.blocks
    }

    /// The extra region (1-based) of `cell`, if any.
    ///
    /// # Panics
    ///
    /// When `cell` is not a cell of the grid; [`Geometry::extra_of_checked`]
    /// returns the error instead.
    pub fn extra_of(&self, cell: usize) -> Option<usize> {
        self.extra_of_checked(cell)
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// [`Geometry::extra_of`], or the error when `cell` is not a cell of
    /// the grid.
    ///
    /// ```
    /// use sheetdoku::{Geometry, Variant};
    /// let w = Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap();
    /// assert_eq!(w.extra_of_checked(10), Ok(Some(1)));
    /// assert_eq!(w.extra_of_checked(0), Ok(None));
    /// assert!(w.extra_of_checked(81).is_err());
    /// ```
    pub fn extra_of_checked(&self, cell: usize) -> Result<Option<usize>, OutOfRange> {
        match self.shape.extra.get(cell) {
            None => Err(self.outside(cell)),
            Some(0) => Ok(None),
            Some(&e) => Ok(Some(e as usize)),
        }
    }

    /// The extra region map: 0 = none, else the 1-based extra region.
    pub fn extra_map(&self) -> &[u8] {
        &self.shape.extra
    }

    /// Whether the geometry has any extra regions.
    pub fn has_extra_regions(&self) -> bool {
        self.shape.extra.iter().any(|&e| e != 0)
    }

    /// Whether both diagonals are units.
    pub fn has_diagonals(&self) -> bool {
        self.shape.diagonals == Diagonals::Both
    }

    /// `Some((rows, cols))` when the blocks are the regular boxes.
    pub fn box_shape(&self) -> Option<(usize, usize)> {
        self.shape.box_shape
    }

    /// The variant this geometry is, from what it contains: extra regions
    /// are [`Extra::Windoku`] only when they have Windoku's shape.
    ///
    /// ```
    /// use sheetdoku::{Extra, Geometry, Variant};
    /// let w = Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap();
    /// assert_eq!(w.variant(), Variant::WINDOKU);
    /// let mut corner = vec![0u32; 16];
    /// for c in [0, 1, 4, 5] {
    ///     corner[c] = 1;
    /// }
    /// let g = Geometry::standard(4).unwrap().with_extra_regions(&corner).unwrap();
    /// assert_eq!(g.variant().extra, Extra::Regions);
    /// assert_eq!(g.variant().name(), "extra-regions");
    /// ```
    pub fn variant(&self) -> Variant {
        let blocks = match self.shape.box_shape {
            Some(_) => Blocks::Boxes,
            None => Blocks::Jigsaw,
        };
        let extra = if !self.has_extra_regions() {
            Extra::None
        } else if self.is_windoku_layout() {
            Extra::Windoku
        } else {
            Extra::Regions
        };
        Variant::new(blocks, self.shape.diagonals, extra)
    }

    /// Whether the extra regions are exactly Windoku's.
    pub fn is_windoku_layout(&self) -> bool {
        windoku_map(self.shape.n).is_some_and(|w| build::same_partition(&w, &self.shape.extra))
    }

    /// Every cell that a rule makes distinct from `cell` (shares a unit, a
    /// cage or a group of an anti-knight or anti-king rule with it,
    /// [`Constraint::makes_distinct`]), not `cell` itself,
    /// sorted: the one notion of peers.
    ///
    /// # Panics
    ///
    /// When `cell` is not a cell of the grid; [`Geometry::peers_checked`]
    /// returns the error instead.
    pub fn peers(&self, cell: usize) -> Vec<usize> {
        self.peers_checked(cell).unwrap_or_else(|e| panic!("{e}"))
    }

    /// [`Geometry::peers`], or the error when `cell` is not a cell of the
    /// grid.
    ///
    /// ```
    /// let g = sheetdoku::Geometry::standard(4).unwrap();
    /// assert_eq!(g.peers_checked(0).unwrap(), [1, 2, 3, 4, 5, 8, 12]);
    /// assert!(g.peers_checked(16).is_err());
    /// ```
    pub fn peers_checked(&self, cell: usize) -> Result<Vec<usize>, OutOfRange> {
        let mut peers: Vec<usize> = self
            .shape
            .cell_distinct
            .get(cell)
            .ok_or_else(|| self.outside(cell))?
            .iter()
            .filter_map(|&(r, g)| self.shape.constraints[r].makes_distinct().get(g))
            .flatten()
            .copied()
            .filter(|&c| c != cell)
            .collect();
        peers.sort_unstable();
        peers.dedup();
        Ok(peers)
    }

    /// A human name for unit `u`, with rows and columns named as in the
    /// spreadsheet: "row 4", "column C", "block 5", "region 7", "main
    /// diagonal", "anti-diagonal", "extra block 2".
    /// Empty when there is no unit `u`.
    pub fn unit_name(&self, u: usize, namer: &CellNamer) -> String {
        self.shape
            .units
            .get(u)
            .map_or_else(String::new, |unit| unit.name(namer))
    }

    /// The name a printed page shows, made of the variant's parts: "9x9
    /// Sudoku", "9x9 Sudoku X", "9x9 Windoku", "9x9 Jigsaw Sudoku X", "9x9
    /// Jigsaw Windoku", "9x9 Sudoku with extra regions", "9x9 Killer Sudoku".
    ///
    /// ```
    /// use sheetdoku::{Geometry, Variant};
    /// let g = Geometry::for_variant(Variant::X, 9, None).unwrap();
    /// assert_eq!(g.title(), "9x9 Sudoku X");
    /// ```
    pub fn title(&self) -> String {
        let v = self.variant();
        let mut name = String::new();
        if v.blocks == Blocks::Jigsaw {
            name.push_str("Jigsaw ");
        }
        for word in self
            .families()
            .into_iter()
            .filter_map(RuleFamily::title_word)
        {
            name.push_str(word);
            name.push(' ');
        }
        name.push_str(match v.extra {
            Extra::Windoku => "Windoku",
            Extra::None | Extra::Regions => "Sudoku",
        });
        if v.diagonals == Diagonals::Both {
            name.push_str(" X");
        }
        if v.extra == Extra::Regions {
            name.push_str(" with extra regions");
        }
        format!("{n}x{n} {name}", n = self.shape.n)
    }

    /// A short description: "9x9 Windoku X (3x3 boxes, 4 extra blocks)".
    ///
    /// ```
    /// use sheetdoku::{Geometry, Variant};
    /// let g = Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap();
    /// assert_eq!(g.describe(), "9x9 Windoku X (3x3 boxes, 4 extra blocks)");
    /// assert_eq!(Geometry::standard(4).unwrap().describe(), "4x4 standard (2x2 boxes)");
    /// ```
    pub fn describe(&self) -> String {
        let v = self.variant();
        let families = self.families();
        let words: Vec<&str> = std::iter::once((v.blocks == Blocks::Jigsaw).then_some("jigsaw"))
            .chain(families.iter().map(|f| f.describe_word()))
            .chain(std::iter::once(match v.extra {
                Extra::None => None,
                Extra::Windoku => Some("Windoku"),
                Extra::Regions => Some("extra-region"),
            }))
            .flatten()
            .collect();
        let name = match (words.is_empty(), v.diagonals) {
            (true, Diagonals::None) => "standard".to_string(),
            (true, Diagonals::Both) => "Sudoku X".to_string(),
            (false, Diagonals::None) => words.join(" "),
            (false, Diagonals::Both) => format!("{} X", words.join(" ")),
        };
        let blocks = match self.shape.box_shape {
            Some((r, c)) => format!("{r}x{c} boxes"),
            None => "irregular regions".to_string(),
        };
        let extra = self.shape.extra.iter().copied().max().unwrap_or(0);
        let extra = match extra {
            0 => String::new(),
            1 => ", 1 extra block".to_string(),
            _ => format!(", {extra} extra blocks"),
        };
        let cages = match self.cages().count() {
            0 => String::new(),
            1 => ", 1 cage".to_string(),
            count => format!(", {count} cages"),
        };
        format!("{n}x{n} {name} ({blocks}{extra}{cages})", n = self.shape.n)
    }
}

#[cfg(test)]
mod cage_tests;
#[cfg(test)]
mod tests;
