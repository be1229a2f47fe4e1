//! Building a geometry: from a size, boxes, a block map, diagonals, extra
//! regions and added rules, each map checked (sizes, a partition, connected
//! regions) and each rule by its family before the units are listed. Every
//! rebuild keeps every rule.

use std::sync::Arc;

use super::connectivity::unreachable_cells;
use super::{
    Cage, CageError, Constraint, ConstraintError, ConstraintId, Diagonals, Geometry, GeometryError,
    GeometrySpec, Sandwich, SandwichError, Shape, Unit, UnitError, UnitKind, Variant, MAX_SIZE,
    MIN_SIZE,
};

/// The usual box shape `rows x cols` for a size: the most square factorisation
/// with at least two rows (6 = 2x3, 12 = 3x4, 16 = 4x4), or `None` for a prime.
pub fn box_shape(n: usize) -> Option<(usize, usize)> {
    let mut best = None;
    let mut r = 2;
    while r * r <= n {
        if n.is_multiple_of(r) {
            best = Some((r, n / r));
        }
        r += 1;
    }
    best
}

pub(super) fn check_size(n: usize) -> Result<(), GeometryError> {
    if (MIN_SIZE..=MAX_SIZE).contains(&n) {
        Ok(())
    } else {
        Err(GeometryError::UnsupportedSize(n))
    }
}

impl Geometry {
    /// The standard puzzle of size `n` with its usual box shape.
    ///
    /// ```
    /// let g = sheetdoku::Geometry::standard(9).unwrap();
    /// assert_eq!(g.units().len(), 27);
    /// ```
    pub fn standard(n: usize) -> Result<Self, GeometryError> {
        check_size(n)?;
        let (r, c) = box_shape(n).ok_or(GeometryError::NoBoxShape(n))?;
        Self::with_boxes(n, r, c)
    }

    /// A grid of size `n` whose blocks are `r x c` boxes (`r * c == n`).
    pub fn with_boxes(n: usize, r: usize, c: usize) -> Result<Self, GeometryError> {
        check_size(n)?;
        if r * c != n {
            return Err(GeometryError::BoxesDoNotTile {
                n,
                rows: r,
                cols: c,
            });
        }
        let blocks = (0..n * n)
            .map(|i| ((i / n / r) * (n / c) + (i % n) / c) as u8)
            .collect();
        Ok(Self::build(
            n,
            Some((r, c)),
            blocks,
            Diagonals::None,
            vec![0; n * n],
            Vec::new(),
        ))
    }

    /// A grid whose blocks are given by a map of region labels, one per cell
    /// (row by row). Any `n` distinct labels will do; each region must have
    /// `n` cells and be connected.
    pub fn from_block_map(n: usize, labels: &[u32]) -> Result<Self, GeometryError> {
        check_size(n)?;
        if labels.len() != n * n {
            return Err(GeometryError::MapSize {
                what: super::error::BLOCK_MAP,
                found: labels.len(),
                expected: n * n,
            });
        }
        let regions = group_labels(labels);
        if regions.len() != n || regions.iter().any(|(_, cells)| cells.len() != n) {
            return Err(GeometryError::NotAPartition { n, regions });
        }
        for (label, cells) in &regions {
            let cut_off = unreachable_cells(n, cells);
            if !cut_off.is_empty() {
                return Err(GeometryError::Disconnected {
                    n,
                    label: *label,
                    first: cells[0],
                    cut_off,
                });
            }
        }
        let mut blocks = vec![0u8; n * n];
        for (index, (_, cells)) in regions.iter().enumerate() {
            for &cell in cells {
                blocks[cell] = index as u8;
            }
        }
        // Recognise a map that is really the standard boxes (any labels).
        if let Some((r, c)) = box_shape(n) {
            let standard = Self::with_boxes(n, r, c)?;
            if same_partition(&standard.shape.blocks, &blocks) {
                return Ok(standard);
            }
        }
        Ok(Self::build(
            n,
            None,
            blocks,
            Diagonals::None,
            vec![0; n * n],
            Vec::new(),
        ))
    }

    /// Adds ([`Diagonals::Both`]) or removes ([`Diagonals::None`]) both
    /// diagonals as units, keeping every other rule.
    pub fn with_diagonals(self, diagonals: Diagonals) -> Self {
        Self::build(
            self.shape.n,
            self.shape.box_shape,
            self.shape.blocks.clone(),
            diagonals,
            self.shape.extra.clone(),
            self.shape.added.clone(),
        )
    }

    /// The same grid without the rules added one by one (a killer's
    /// cages): the maps' rows, columns, blocks, diagonals and extra
    /// regions alone.
    pub(crate) fn maps_only(&self) -> Self {
        Self::build(
            self.shape.n,
            self.shape.box_shape,
            self.shape.blocks.clone(),
            self.shape.diagonals,
            self.shape.extra.clone(),
            Vec::new(),
        )
    }

    /// Adds one rule, checked by its family: an extra region (an
    /// all-different unit of kind [`UnitKind::Extra`] whose cells are in no
    /// extra region yet) joins the extra region map; rows, columns, blocks
    /// and diagonals come from the size, the block map and the variant and
    /// are refused here; a killer cage is checked against the cages before
    /// it (see [`CageError`]). Every rebuild ([`Geometry::with_diagonals`],
    /// [`Geometry::with_extra_regions`], [`Geometry::with_block_map`]) keeps
    /// the rules added.
    ///
    /// ```
    /// use sheetdoku::{Constraint, Diagonals, Geometry, Unit, UnitKind};
    /// let corner = Unit { kind: UnitKind::Extra, number: 1, cells: vec![0, 1, 4, 5] };
    /// let g = Geometry::standard(4).unwrap().with_constraint(Constraint::AllDifferent(corner));
    /// let g = g.unwrap().with_diagonals(Diagonals::Both);
    /// assert_eq!(g.units().len(), 4 * 3 + 2 + 1);
    /// assert_eq!(g.extra_of(5), Some(1));
    /// let row = Unit { kind: UnitKind::Row, number: 1, cells: vec![0, 1, 2, 3] };
    /// assert!(g.with_constraint(Constraint::AllDifferent(row)).is_err());
    /// ```
    pub fn with_constraint(self, constraint: Constraint) -> Result<Self, GeometryError> {
        let n = self.shape.n;
        let refused = |error| GeometryError::Constraint { n, error };
        constraint.validate(n).map_err(refused)?;
        match constraint {
            // A rule of the whole grid is there once: a second is the same.
            Constraint::Anti(anti) => {
                let rule = Constraint::Anti(anti);
                if self.shape.added.contains(&rule) {
                    Ok(self)
                } else {
                    Ok(self.rebuilt_with_added(rule))
                }
            }
            Constraint::AllDifferent(unit) => {
                if unit.kind != UnitKind::Extra {
                    return Err(refused(ConstraintError::Unit(UnitError::FromTheMaps(
                        unit.kind,
                    ))));
                }
                if let Some(&cell) = unit.cells.iter().find(|&&c| self.shape.extra[c] != 0) {
                    let region = usize::from(self.shape.extra[cell]);
                    return Err(refused(ConstraintError::Unit(UnitError::OverlapsExtra {
                        cell,
                        region,
                    })));
                }
                let mut extra = self.shape.extra.clone();
                let next = extra.iter().copied().max().unwrap_or(0) + 1;
                for &cell in &unit.cells {
                    extra[cell] = next;
                }
                Ok(self.rebuilt_with_extra(extra))
            }
            Constraint::Cage(cage) => {
                self.check_new_cage(&cage)
                    .map_err(|error| refused(ConstraintError::Cage(error)))?;
                Ok(self.rebuilt_with_added(Constraint::Cage(cage)))
            }
            // An even/odd mark may sit in any cell of any other rule.
            Constraint::Parity(parity) => Ok(self.rebuilt_with_added(Constraint::Parity(parity))),
            // Marks may share cells with any other rule (a white and a
            // black dot between the same cells say "1 and 2").
            Constraint::Pair(pair) => Ok(self.rebuilt_with_added(Constraint::Pair(pair))),
            // Lines may cross any other rule.
            Constraint::Line(line) => Ok(self.rebuilt_with_added(Constraint::Line(line))),
            // Arrows and little killers may cross any other rule.
            Constraint::Sum(sum) => Ok(self.rebuilt_with_added(Constraint::Sum(sum))),
            // One clue a line: a second (on its other side) is refused.
            Constraint::Sandwich(sandwich) => {
                self.check_new_sandwich(&sandwich)
                    .map_err(|error| refused(ConstraintError::Sandwich(error)))?;
                Ok(self.rebuilt_with_added(Constraint::Sandwich(sandwich)))
            }
        }
    }

    /// A new sandwich clue's line has no clue yet.
    fn check_new_sandwich(&self, new: &Sandwich) -> Result<(), SandwichError> {
        let n = self.shape.n;
        let twice = self.constraints().iter().find_map(|rule| match rule {
            Constraint::Sandwich(old) => (old.cells == new.cells).then_some(old.sum),
            Constraint::AllDifferent(_)
            | Constraint::Cage(_)
            | Constraint::Parity(_)
            | Constraint::Pair(_)
            | Constraint::Line(_)
            | Constraint::Sum(_)
            | Constraint::Anti(_) => None,
        });
        match (twice, new.line(n)) {
            (Some(first), Some(line)) => Err(SandwichError::Twice {
                line,
                first,
                second: new.sum,
            }),
            (None, _) | (_, None) => Ok(()),
        }
    }

    /// The geometry rebuilt with `rule` added after the rules it has.
    fn rebuilt_with_added(self, rule: Constraint) -> Self {
        let mut added = self.shape.added.clone();
        added.push(rule);
        Self::build(
            self.shape.n,
            self.shape.box_shape,
            self.shape.blocks.clone(),
            self.shape.diagonals,
            self.shape.extra.clone(),
            added,
        )
    }

    /// The checks of a new cage against the cages the geometry has: no cell
    /// in two cages; the cages lying inside a unit that they cover entirely
    /// add up to `1 + 2 + ... + n`, and cages covering the whole grid to `n`
    /// times that.
    fn check_new_cage(&self, cage: &Cage) -> Result<(), CageError> {
        let n = self.shape.n;
        let head = cage.head();
        let mut cage_of = vec![None; n * n];
        let cages: Vec<&Cage> = self
            .constraints()
            .iter()
            .filter_map(|c| match c {
                Constraint::Cage(cage) => Some(cage),
                Constraint::AllDifferent(_)
                | Constraint::Parity(_)
                | Constraint::Pair(_)
                | Constraint::Line(_)
                | Constraint::Sum(_)
                | Constraint::Anti(_)
                | Constraint::Sandwich(_) => None,
            })
            .chain(std::iter::once(cage))
            .collect();
        for (i, other) in cages.iter().enumerate() {
            for &cell in &other.cells {
                if let Some(first) = cage_of[cell] {
                    let first: &Cage = cages[first];
                    return Err(CageError::Overlaps {
                        head,
                        cell,
                        other: first.head(),
                    });
                }
                cage_of[cell] = Some(i);
            }
        }
        let unit_total = (n * (n + 1) / 2) as u32;
        for unit in &self.shape.units {
            if !unit.cells.iter().any(|c| cage.cells.contains(c)) {
                continue;
            }
            let inside = |i: usize| cages[i].cells.iter().all(|c| unit.cells.contains(c));
            let mut seen: Vec<usize> = Vec::new();
            let covered = unit.cells.iter().all(|&c| match cage_of[c] {
                Some(i) if inside(i) => {
                    if !seen.contains(&i) {
                        seen.push(i);
                    }
                    true
                }
                _ => false,
            });
            // A cage without a total says nothing of the unit's.
            let total = known_total(seen.iter().map(|&i| cages[i]));
            match total {
                Some(total) if covered && total != unit_total => {
                    return Err(CageError::UnitTotal {
                        head,
                        unit: unit.clone(),
                        total,
                    });
                }
                Some(_) | None => {}
            }
        }
        if cage_of.iter().all(Option::is_some) {
            match known_total(cages.iter().copied()) {
                Some(total) if total != unit_total * n as u32 => {
                    return Err(CageError::GridTotal { head, total });
                }
                Some(_) | None => {}
            }
        }
        Ok(())
    }

    /// Adds extra regions from a map of labels, `0` meaning "no extra region".
    /// Each extra region must have `n` cells; they need not be connected.
    pub fn with_extra_regions(self, labels: &[u32]) -> Result<Self, GeometryError> {
        let n = self.shape.n;
        if labels.len() != n * n {
            return Err(GeometryError::MapSize {
                what: super::error::EXTRA_MAP,
                found: labels.len(),
                expected: n * n,
            });
        }
        let regions: Vec<_> = group_labels(labels)
            .into_iter()
            .filter(|(label, _)| *label != 0)
            .collect();
        if let Some((label, cells)) = regions.iter().find(|(_, cells)| cells.len() != n) {
            return Err(GeometryError::ExtraRegionSize {
                n,
                label: *label,
                cells: cells.clone(),
            });
        }
        let mut extra = vec![0u8; n * n];
        for (index, (_, cells)) in regions.iter().enumerate() {
            for &cell in cells {
                extra[cell] = index as u8 + 1;
            }
        }
        Ok(self.rebuilt_with_extra(extra))
    }

    /// The same rules with another extra region map (0 = none).
    fn rebuilt_with_extra(self, extra: Vec<u8>) -> Self {
        Self::build(
            self.shape.n,
            self.shape.box_shape,
            self.shape.blocks.clone(),
            self.shape.diagonals,
            extra,
            self.shape.added.clone(),
        )
    }

    /// The geometry of a variant. Jigsaw variants need `block_map`; the
    /// others use it when given (a Windoku on an irregular map is allowed).
    /// Extra regions other than Windoku's need their map: build those with
    /// [`Geometry::with_extra_regions`].
    pub fn for_variant(
        variant: Variant,
        n: usize,
        block_map: Option<&[u32]>,
    ) -> Result<Self, GeometryError> {
        let spec = GeometrySpec {
            block_map: block_map.map(<[u32]>::to_vec),
            ..GeometrySpec::new(n, variant)
        };
        spec.build().map_err(|e| e.error)
    }

    fn build(
        n: usize,
        box_shape: Option<(usize, usize)>,
        blocks: Vec<u8>,
        diagonals: Diagonals,
        extra: Vec<u8>,
        added: Vec<Constraint>,
    ) -> Self {
        let mut units = Vec::new();
        for r in 0..n {
            units.push(Unit {
                kind: UnitKind::Row,
                number: r + 1,
                cells: (0..n).map(|c| r * n + c).collect(),
            });
        }
        for c in 0..n {
            units.push(Unit {
                kind: UnitKind::Column,
                number: c + 1,
                cells: (0..n).map(|r| r * n + c).collect(),
            });
        }
        let kind = if box_shape.is_some() {
            UnitKind::Block
        } else {
            UnitKind::Region
        };
        for b in 0..n {
            units.push(Unit {
                kind,
                number: b + 1,
                cells: (0..n * n).filter(|&i| blocks[i] as usize == b).collect(),
            });
        }
        if diagonals == Diagonals::Both {
            units.push(Unit {
                kind: UnitKind::MainDiagonal,
                number: 1,
                cells: (0..n).map(|i| i * n + i).collect(),
            });
            units.push(Unit {
                kind: UnitKind::AntiDiagonal,
                number: 1,
                cells: (0..n).map(|i| i * n + (n - 1 - i)).collect(),
            });
        }
        let extra_count = extra.iter().copied().max().unwrap_or(0) as usize;
        for e in 1..=extra_count {
            units.push(Unit {
                kind: UnitKind::Extra,
                number: e,
                cells: (0..n * n).filter(|&i| extra[i] as usize == e).collect(),
            });
        }
        // The maps' rules are their units; the added rules follow.
        let mut constraints: Vec<Constraint> = units
            .iter()
            .cloned()
            .map(Constraint::AllDifferent)
            .collect();
        let mut unit_ids: Vec<ConstraintId> = (0..units.len()).map(ConstraintId).collect();
        for rule in &added {
            match rule {
                Constraint::AllDifferent(unit) => {
                    unit_ids.push(ConstraintId(constraints.len()));
                    units.push(unit.clone());
                }
                Constraint::Cage(_)
                | Constraint::Parity(_)
                | Constraint::Pair(_)
                | Constraint::Line(_)
                | Constraint::Sum(_)
                | Constraint::Anti(_)
                | Constraint::Sandwich(_) => {}
            }
            constraints.push(rule.clone());
        }
        let mut cell_units = vec![Vec::new(); n * n];
        for (u, unit) in units.iter().enumerate() {
            for &cell in &unit.cells {
                cell_units[cell].push(u);
            }
        }
        let mut cell_distinct = vec![Vec::new(); n * n];
        for (r, rule) in constraints.iter().enumerate() {
            for (g, group) in rule.makes_distinct().iter().enumerate() {
                for &cell in group {
                    cell_distinct[cell].push((r, g));
                }
            }
        }
        Geometry {
            shape: Arc::new(Shape {
                n,
                box_shape,
                blocks,
                extra,
                diagonals,
                added,
                constraints,
                units,
                unit_ids,
                cell_units,
                cell_distinct,
            }),
        }
    }
}

/// Groups cells by label, labels in increasing order.
fn group_labels(labels: &[u32]) -> Vec<(u32, Vec<usize>)> {
    let mut sorted: Vec<u32> = labels.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    sorted
        .into_iter()
        .map(|l| {
            let cells = (0..labels.len()).filter(|&i| labels[i] == l).collect();
            (l, cells)
        })
        .collect()
}

/// Whether two label maps split the cells the same way (labels may differ).
pub(super) fn same_partition(a: &[u8], b: &[u8]) -> bool {
    let mut forward = [u8::MAX; 256];
    let mut backward = [u8::MAX; 256];
    for (&x, &y) in a.iter().zip(b) {
        if forward[x as usize] == u8::MAX && backward[y as usize] == u8::MAX {
            forward[x as usize] = y;
            backward[y as usize] = x;
        } else if forward[x as usize] != y || backward[y as usize] != x {
            return false;
        }
    }
    true
}

/// What the sums of `cages` add up to, or `None` when one has no total.
fn known_total<'a>(cages: impl Iterator<Item = &'a Cage>) -> Option<u32> {
    cages.map(|cage| cage.sum.given()).sum()
}
