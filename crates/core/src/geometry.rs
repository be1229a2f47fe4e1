//! The one abstraction every variant shares: an `n x n` grid plus a list of
//! units, each of which must hold every digit `1..=n` exactly once.
//!
//! Rows, columns, the blocks of the block map `B`, the two diagonals (Sudoku X)
//! and the extra regions of `B̄` (Windoku) are all just units. The BLP, the
//! native engine, the checker, the generator and the writer work from this list,
//! so a jigsaw is simply another block map.

use std::fmt;
use std::str::FromStr;

use crate::grid::CellNamer;

/// Smallest supported grid size.
pub const MIN_SIZE: usize = 4;
/// Largest supported grid size (digits are written 1-9 then A-P).
pub const MAX_SIZE: usize = 25;

/// What kind of rule a unit comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UnitKind {
    /// A row of the grid.
    Row,
    /// A column of the grid.
    Column,
    /// A regular `r x c` box of the standard block map.
    Block,
    /// A region of an irregular (jigsaw) block map.
    Region,
    /// The main diagonal, top-left to bottom-right.
    MainDiagonal,
    /// The anti-diagonal, top-right to bottom-left.
    AntiDiagonal,
    /// An extra region of the map `B̄` (Windoku's four extra blocks).
    Extra,
}

/// A set of `n` cells that must hold every digit exactly once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    /// Which rule the unit comes from.
    pub kind: UnitKind,
    /// 1-based number of the unit within its kind (row 4, block 5, extra block 2).
    pub number: usize,
    /// The cells of the unit as indices `row * n + col`, in increasing order.
    pub cells: Vec<usize>,
}

/// The named variants of the papers. Any block map makes a jigsaw; any extra
/// region map is accepted too, and is called Windoku when it has Windoku's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Rows, columns and the standard boxes.
    Standard,
    /// Standard plus both main diagonals (Sudoku X).
    X,
    /// Standard plus the extra Windoku blocks (13 blocks for 9x9).
    Windoku,
    /// Windoku plus both diagonals.
    WindokuX,
    /// Rows, columns and an irregular block map.
    Jigsaw,
    /// Jigsaw plus both diagonals.
    JigsawX,
}

impl Variant {
    /// All variants, in the order of the papers.
    pub const ALL: [Variant; 6] = [
        Variant::Standard,
        Variant::X,
        Variant::Windoku,
        Variant::WindokuX,
        Variant::Jigsaw,
        Variant::JigsawX,
    ];

    /// The name used on the command line and in our workbooks.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::X => "x",
            Variant::Windoku => "windoku",
            Variant::WindokuX => "windoku-x",
            Variant::Jigsaw => "jigsaw",
            Variant::JigsawX => "jigsaw-x",
        }
    }

    /// Whether the variant includes both diagonals.
    pub fn has_diagonals(self) -> bool {
        matches!(self, Variant::X | Variant::WindokuX | Variant::JigsawX)
    }

    /// Whether the variant includes Windoku's extra blocks.
    pub fn has_windoku(self) -> bool {
        matches!(self, Variant::Windoku | Variant::WindokuX)
    }

    /// Whether the variant needs an irregular block map.
    pub fn is_jigsaw(self) -> bool {
        matches!(self, Variant::Jigsaw | Variant::JigsawX)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let key: String = s
            .trim()
            .to_ascii_lowercase()
            .chars()
            .filter(|c| !matches!(c, '-' | '_' | ' '))
            .collect();
        Ok(match key.as_str() {
            "standard" | "classic" | "sudoku" => Variant::Standard,
            "x" | "sudokux" | "diagonal" => Variant::X,
            "windoku" | "hyper" | "13blocks" => Variant::Windoku,
            "windokux" | "hyperx" => Variant::WindokuX,
            "jigsaw" | "irregular" => Variant::Jigsaw,
            "jigsawx" => Variant::JigsawX,
            _ => {
                return Err(format!(
                "unknown variant '{s}' (valid: standard, x, windoku, windoku-x, jigsaw, jigsaw-x)"
            ))
            }
        })
    }
}

/// Why a grid size, block map or extra region map cannot make a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GeometryError {
    /// The size is outside `MIN_SIZE..=MAX_SIZE`.
    #[error("a {0}x{0} grid is not supported (sizes {MIN_SIZE} to {MAX_SIZE})")]
    UnsupportedSize(usize),
    /// The size has no regular box shape (a prime size): a block map is needed.
    #[error("a {0}x{0} grid has no regular box shape; give a block map (sheet B)")]
    NoBoxShape(usize),
    /// The map has the wrong number of cells.
    #[error("the {what} has {found} cells, expected {expected}")]
    MapSize {
        /// Which map.
        what: &'static str,
        /// Cells found.
        found: usize,
        /// Cells expected (`n * n`).
        expected: usize,
    },
    /// The block map does not split the grid into `n` regions of `n` cells.
    #[error("{}", describe_partition(.n, .regions, &CellNamer::default()))]
    NotAPartition {
        /// Grid size.
        n: usize,
        /// Every region label with its cells, in label order.
        regions: Vec<(u32, Vec<usize>)>,
    },
    /// A region of the block map is not connected.
    #[error("region {label} of the block map is not connected: {} is cut off from {}", CellNamer::default().cells(*.n, .cut_off), CellNamer::default().cell(*.n, *.first))]
    Disconnected {
        /// Grid size.
        n: usize,
        /// The region's label.
        label: u32,
        /// A cell of the region.
        first: usize,
        /// Cells not reachable from `first` inside the region.
        cut_off: Vec<usize>,
    },
    /// An extra region does not have `n` cells.
    #[error("extra region {label} has {} cells ({}), every extra region must have {n}", .cells.len(), CellNamer::default().cells(*.n, .cells))]
    ExtraRegionSize {
        /// Grid size.
        n: usize,
        /// The region's label.
        label: u32,
        /// Its cells.
        cells: Vec<usize>,
    },
    /// The variant needs something the grid does not have.
    #[error("{0}")]
    Variant(String),
}

impl GeometryError {
    /// The message, naming cells with `namer` (so they match the spreadsheet).
    pub fn describe(&self, namer: &CellNamer) -> String {
        match self {
            GeometryError::NotAPartition { n, regions } => describe_partition(n, regions, namer),
            GeometryError::Disconnected {
                n,
                label,
                first,
                cut_off,
            } => format!(
                "region {label} of the block map is not connected: {} is cut off from {}",
                namer.cells(*n, cut_off),
                namer.cell(*n, *first)
            ),
            GeometryError::ExtraRegionSize { n, label, cells } => format!(
                "extra region {label} has {} cells ({}), every extra region must have {n}",
                cells.len(),
                namer.cells(*n, cells)
            ),
            other => other.to_string(),
        }
    }
}

fn describe_partition(n: &usize, regions: &[(u32, Vec<usize>)], namer: &CellNamer) -> String {
    let n = *n;
    let mut parts = Vec::new();
    for (label, cells) in regions {
        if cells.len() != n {
            parts.push(format!(
                "region {label} has {} cells ({})",
                cells.len(),
                namer.cells(n, cells)
            ));
        }
    }
    let count = if regions.len() != n {
        format!("the block map has {} regions, ", regions.len())
    } else {
        String::new()
    };
    format!(
        "the block map is not a partition into {n} regions of {n} cells: {count}{}",
        parts.join("; ")
    )
}

/// An `n x n` grid with its units. Cheap to clone relative to solving; build
/// once per puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    n: usize,
    box_shape: Option<(usize, usize)>,
    blocks: Vec<u8>,
    diagonals: bool,
    extra: Vec<u8>,
    windoku: bool,
    units: Vec<Unit>,
    cell_units: Vec<Vec<usize>>,
}

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

fn check_size(n: usize) -> Result<(), GeometryError> {
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
            return Err(GeometryError::Variant(format!(
                "boxes of {r}x{c} do not tile a {n}x{n} grid"
            )));
        }
        let blocks = (0..n * n)
            .map(|i| ((i / n / r) * (n / c) + (i % n) / c) as u8)
            .collect();
        Ok(Self::build(
            n,
            Some((r, c)),
            blocks,
            false,
            vec![0; n * n],
            false,
        ))
    }

    /// A grid whose blocks are given by a map of region labels, one per cell
    /// (row by row). Any `n` distinct labels will do; each region must have
    /// `n` cells and be connected.
    pub fn from_block_map(n: usize, labels: &[u32]) -> Result<Self, GeometryError> {
        check_size(n)?;
        if labels.len() != n * n {
            return Err(GeometryError::MapSize {
                what: "block map",
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
            if same_partition(&standard.blocks, &blocks) {
                return Ok(standard);
            }
        }
        Ok(Self::build(n, None, blocks, false, vec![0; n * n], false))
    }

    /// Adds (or removes) both diagonals as units.
    pub fn with_diagonals(self, diagonals: bool) -> Self {
        Self::build(
            self.n,
            self.box_shape,
            self.blocks,
            diagonals,
            self.extra,
            self.windoku,
        )
    }

    /// Adds extra regions from a map of labels, `0` meaning "no extra region".
    /// Each extra region must have `n` cells; they need not be connected.
    pub fn with_extra_regions(self, labels: &[u32]) -> Result<Self, GeometryError> {
        let n = self.n;
        if labels.len() != n * n {
            return Err(GeometryError::MapSize {
                what: "extra region map",
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
        let windoku = windoku_map(n).is_some_and(|w| same_partition(&w, &extra));
        Ok(Self::build(
            n,
            self.box_shape,
            self.blocks,
            self.diagonals,
            extra,
            windoku,
        ))
    }

    /// The geometry of a named variant. Jigsaw variants need `block_map`; the
    /// others use it when given (a Windoku on an irregular map is allowed).
    pub fn for_variant(
        variant: Variant,
        n: usize,
        block_map: Option<&[u32]>,
    ) -> Result<Self, GeometryError> {
        let base = match block_map {
            Some(map) => Self::from_block_map(n, map)?,
            None if variant.is_jigsaw() => {
                return Err(GeometryError::Variant(format!(
                    "the {variant} variant needs a block map (sheet B or --blocks)"
                )))
            }
            None => Self::standard(n)?,
        };
        let mut g = base.with_diagonals(variant.has_diagonals());
        if variant.has_windoku() {
            let map = windoku_map(n).ok_or_else(|| {
                GeometryError::Variant(format!(
                    "Windoku needs square boxes (4x4, 9x9, 16x16, 25x25), not {n}x{n}"
                ))
            })?;
            let labels: Vec<u32> = map.iter().map(|&v| v as u32).collect();
            g = g.with_extra_regions(&labels)?;
        }
        Ok(g)
    }

    fn build(
        n: usize,
        box_shape: Option<(usize, usize)>,
        blocks: Vec<u8>,
        diagonals: bool,
        extra: Vec<u8>,
        windoku: bool,
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
        if diagonals {
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
        let mut cell_units = vec![Vec::new(); n * n];
        for (u, unit) in units.iter().enumerate() {
            for &cell in &unit.cells {
                cell_units[cell].push(u);
            }
        }
        Geometry {
            n,
            box_shape,
            blocks,
            diagonals,
            extra,
            windoku,
            units,
            cell_units,
        }
    }

    /// The size `n` (digits are `1..=n`).
    pub fn size(&self) -> usize {
        self.n
    }

    /// Number of cells, `n * n`.
    pub fn cell_count(&self) -> usize {
        self.n * self.n
    }

    /// All units: rows, then columns, blocks, diagonals, extra regions.
    pub fn units(&self) -> &[Unit] {
        &self.units
    }

    /// Indices into [`Geometry::units`] of the units that contain `cell`.
    pub fn units_of(&self, cell: usize) -> &[usize] {
        &self.cell_units[cell]
    }

    /// The block (0-based region index) of `cell`.
    pub fn block_of(&self, cell: usize) -> usize {
        self.blocks[cell] as usize
    }

    /// The block map, one 0-based region index per cell.
    pub fn block_map(&self) -> &[u8] {
        &self.blocks
    }

    /// The extra region (1-based) of `cell`, if any.
    pub fn extra_of(&self, cell: usize) -> Option<usize> {
        match self.extra[cell] {
            0 => None,
            e => Some(e as usize),
        }
    }

    /// The extra region map: 0 = none, else the 1-based extra region.
    pub fn extra_map(&self) -> &[u8] {
        &self.extra
    }

    /// Whether the geometry has any extra regions.
    pub fn has_extra_regions(&self) -> bool {
        self.extra.iter().any(|&e| e != 0)
    }

    /// Whether both diagonals are units.
    pub fn has_diagonals(&self) -> bool {
        self.diagonals
    }

    /// `Some((rows, cols))` when the blocks are the regular boxes.
    pub fn box_shape(&self) -> Option<(usize, usize)> {
        self.box_shape
    }

    /// The named variant this geometry is. Extra regions that are not
    /// Windoku's are still reported as Windoku (the nearest name); see
    /// [`Geometry::has_extra_regions`].
    pub fn variant(&self) -> Variant {
        match (
            self.box_shape.is_some(),
            self.has_extra_regions(),
            self.diagonals,
        ) {
            (true, false, false) => Variant::Standard,
            (true, false, true) => Variant::X,
            (_, true, false) => Variant::Windoku,
            (_, true, true) => Variant::WindokuX,
            (false, false, false) => Variant::Jigsaw,
            (false, false, true) => Variant::JigsawX,
        }
    }

    /// Whether the extra regions are exactly Windoku's.
    pub fn is_windoku_layout(&self) -> bool {
        self.windoku
    }

    /// Every cell that shares a unit with `cell` (not `cell` itself), sorted.
    pub fn peers(&self, cell: usize) -> Vec<usize> {
        let mut peers: Vec<usize> = self.cell_units[cell]
            .iter()
            .flat_map(|&u| self.units[u].cells.iter().copied())
            .filter(|&c| c != cell)
            .collect();
        peers.sort_unstable();
        peers.dedup();
        peers
    }

    /// A human name for unit `u`, with rows and columns named as in the
    /// spreadsheet: "row 4", "column C", "block 5", "region 7", "main
    /// diagonal", "anti-diagonal", "extra block 2".
    pub fn unit_name(&self, u: usize, namer: &CellNamer) -> String {
        let unit = &self.units[u];
        match unit.kind {
            UnitKind::Row => format!("row {}", namer.row_label(unit.number - 1)),
            UnitKind::Column => format!("column {}", namer.column_label(unit.number - 1)),
            UnitKind::Block => format!("block {}", unit.number),
            UnitKind::Region => format!("region {}", unit.number),
            UnitKind::MainDiagonal => "main diagonal".to_string(),
            UnitKind::AntiDiagonal => "anti-diagonal".to_string(),
            UnitKind::Extra => format!("extra block {}", unit.number),
        }
    }

    /// The name a printed page shows: "9x9 Sudoku", "9x9 Sudoku X",
    /// "9x9 Windoku", "9x9 Jigsaw Sudoku X", "9x9 Sudoku with extra regions".
    ///
    /// ```
    /// use sheetdoku::{Geometry, Variant};
    /// let g = Geometry::for_variant(Variant::X, 9, None).unwrap();
    /// assert_eq!(g.title(), "9x9 Sudoku X");
    /// ```
    pub fn title(&self) -> String {
        let name = match self.variant() {
            Variant::Standard => "Sudoku",
            Variant::X => "Sudoku X",
            Variant::Windoku if self.windoku => "Windoku",
            Variant::WindokuX if self.windoku => "Windoku X",
            Variant::Windoku => "Sudoku with extra regions",
            Variant::WindokuX => "Sudoku X with extra regions",
            Variant::Jigsaw => "Jigsaw Sudoku",
            Variant::JigsawX => "Jigsaw Sudoku X",
        };
        format!("{n}x{n} {name}", n = self.n)
    }

    /// A short description: "9x9 Windoku X (3x3 boxes, 4 extra blocks)".
    pub fn describe(&self) -> String {
        let name = match self.variant() {
            Variant::Standard => "standard",
            Variant::X => "Sudoku X",
            Variant::Windoku if self.windoku => "Windoku",
            Variant::WindokuX if self.windoku => "Windoku X",
            Variant::Windoku => "extra-region",
            Variant::WindokuX => "extra-region X",
            Variant::Jigsaw => "jigsaw",
            Variant::JigsawX => "jigsaw X",
        };
        let blocks = match self.box_shape {
            Some((r, c)) => format!("{r}x{c} boxes"),
            None => "irregular regions".to_string(),
        };
        let extra = self.extra.iter().copied().max().unwrap_or(0);
        let extra = if extra > 0 {
            format!(", {extra} extra blocks")
        } else {
            String::new()
        };
        format!("{n}x{n} {name} ({blocks}{extra})", n = self.n)
    }
}

/// Windoku's extra regions for a size with square boxes `b x b`: `(b-1)²`
/// blocks of `b x b` starting at rows/columns `1, b+2, 2b+3, …` (0-based).
/// For 9x9 these are the four blocks of the paper's Table 4.
pub fn windoku_map(n: usize) -> Option<Vec<u8>> {
    let (r, c) = box_shape(n)?;
    if r != c {
        return None;
    }
    let b = r;
    let mut map = vec![0u8; n * n];
    for br in 0..b - 1 {
        for bc in 0..b - 1 {
            let label = (br * (b - 1) + bc + 1) as u8;
            for i in 0..b {
                for j in 0..b {
                    let row = 1 + br * (b + 1) + i;
                    let col = 1 + bc * (b + 1) + j;
                    map[row * n + col] = label;
                }
            }
        }
    }
    Some(map)
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
fn same_partition(a: &[u8], b: &[u8]) -> bool {
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

/// Cells of `cells` not 4-connected to `cells[0]` within `cells`.
fn unreachable_cells(n: usize, cells: &[usize]) -> Vec<usize> {
    let inside = |c: usize| cells.binary_search(&c).is_ok();
    let mut seen = vec![false; n * n];
    let mut stack = vec![cells[0]];
    seen[cells[0]] = true;
    while let Some(c) = stack.pop() {
        let (r, col) = (c / n, c % n);
        let mut next = Vec::with_capacity(4);
        if r > 0 {
            next.push(c - n);
        }
        if r + 1 < n {
            next.push(c + n);
        }
        if col > 0 {
            next.push(c - 1);
        }
        if col + 1 < n {
            next.push(c + 1);
        }
        for d in next {
            if !seen[d] && inside(d) {
                seen[d] = true;
                stack.push(d);
            }
        }
    }
    cells.iter().copied().filter(|&c| !seen[c]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_shapes_are_the_usual_ones() {
        assert_eq!(box_shape(4), Some((2, 2)));
        assert_eq!(box_shape(6), Some((2, 3)));
        assert_eq!(box_shape(8), Some((2, 4)));
        assert_eq!(box_shape(9), Some((3, 3)));
        assert_eq!(box_shape(12), Some((3, 4)));
        assert_eq!(box_shape(15), Some((3, 5)));
        assert_eq!(box_shape(16), Some((4, 4)));
        assert_eq!(box_shape(20), Some((4, 5)));
        assert_eq!(box_shape(25), Some((5, 5)));
        assert_eq!(box_shape(7), None);
    }

    #[test]
    fn every_unit_has_n_cells_and_every_cell_is_in_its_units() {
        for n in [4, 6, 8, 9, 10, 12, 15, 16, 20, 25] {
            let g = Geometry::standard(n).unwrap().with_diagonals(true);
            assert_eq!(g.units().len(), 3 * n + 2);
            for unit in g.units() {
                assert_eq!(unit.cells.len(), n, "{unit:?}");
            }
            for cell in 0..n * n {
                let on_diag = cell / n == cell % n || cell / n + cell % n == n - 1;
                let expected = 3
                    + usize::from(cell / n == cell % n)
                    + usize::from(cell / n + cell % n == n - 1);
                assert_eq!(
                    g.units_of(cell).len(),
                    expected,
                    "n={n} cell={cell} {on_diag}"
                );
            }
        }
    }

    #[test]
    fn windoku_9x9_matches_table_4_of_the_paper() {
        let table4 =
            "000000000011102220011102220011102220000000000033304440033304440033304440000000000";
        let map = windoku_map(9).unwrap();
        let text: String = map.iter().map(|d| char::from(b'0' + d)).collect();
        assert_eq!(text, table4);
        let g = Geometry::for_variant(Variant::Windoku, 9, None).unwrap();
        assert_eq!(g.units().len(), 27 + 4);
        assert!(g.is_windoku_layout());
        assert_eq!(g.variant(), Variant::Windoku);
        assert_eq!(
            windoku_map(16).unwrap().iter().filter(|&&e| e != 0).count(),
            9 * 16
        );
        assert!(windoku_map(6).is_none());
    }

    #[test]
    fn a_standard_block_map_with_other_labels_is_recognised() {
        let labels: Vec<u32> = Geometry::standard(9)
            .unwrap()
            .block_map()
            .iter()
            .map(|&b| 10 + 2 * b as u32)
            .collect();
        let g = Geometry::from_block_map(9, &labels).unwrap();
        assert_eq!(g.box_shape(), Some((3, 3)));
        assert_eq!(g.variant(), Variant::Standard);
    }

    #[test]
    fn a_block_map_that_is_not_a_partition_names_the_bad_regions() {
        // Move one cell (A4, index 27) from block 4 into block 1.
        let mut labels: Vec<u32> = Geometry::standard(9)
            .unwrap()
            .block_map()
            .iter()
            .map(|&b| b as u32 + 1)
            .collect();
        labels[27] = 1;
        let err = Geometry::from_block_map(9, &labels).unwrap_err();
        let text = err.to_string();
        assert!(text.contains("region 1 has 10 cells"), "{text}");
        assert!(text.contains("region 4 has 8 cells"), "{text}");
        assert!(text.contains("A4"), "{text}");
    }

    #[test]
    fn a_disconnected_region_is_refused() {
        // 4x4: swap two cells between regions so that region 1 is split.
        let mut labels: Vec<u32> = vec![1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4];
        labels.swap(0, 15); // A1 now region 4, D4 region 1
        let err = Geometry::from_block_map(4, &labels).unwrap_err();
        assert!(matches!(err, GeometryError::Disconnected { .. }), "{err}");
        assert!(err.to_string().contains("D4"), "{err}");
    }

    #[test]
    fn extra_regions_of_the_wrong_size_are_refused() {
        let mut labels = vec![0u32; 81];
        labels[..8].fill(1);
        let err = Geometry::standard(9)
            .unwrap()
            .with_extra_regions(&labels)
            .unwrap_err();
        assert!(
            err.to_string().contains("extra region 1 has 8 cells"),
            "{err}"
        );
    }

    #[test]
    fn variants_parse_and_print() {
        for v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>().unwrap(), v);
        }
        assert!("hexagon".parse::<Variant>().is_err());
        assert!(Geometry::for_variant(Variant::Jigsaw, 9, None).is_err());
        assert!(Geometry::for_variant(Variant::Windoku, 6, None).is_err());
        assert!(Geometry::standard(3).is_err());
        assert!(Geometry::standard(7).is_err());
    }
}
