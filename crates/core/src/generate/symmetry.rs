//! Symmetric patterns of givens: the cells are grouped in orbits under a
//! symmetry of the square, and the generator removes a whole orbit at once.

use std::fmt;
use std::str::FromStr;

/// The symmetry of the pattern of givens. It concerns only where the givens
/// are, not the units, so it works for every variant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Symmetry {
    /// Any pattern.
    #[default]
    None,
    /// Unchanged by a half turn about the centre.
    Rotate180,
    /// Unchanged by a quarter turn about the centre.
    Rotate90,
    /// Unchanged by the left-right mirror.
    Mirror,
    /// Unchanged by the reflection in the main diagonal.
    Diagonal,
}

impl Symmetry {
    /// Every symmetry.
    pub const ALL: [Symmetry; 5] = [
        Symmetry::None,
        Symmetry::Rotate180,
        Symmetry::Rotate90,
        Symmetry::Mirror,
        Symmetry::Diagonal,
    ];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotate180 => "rotate180",
            Symmetry::Rotate90 => "rotate90",
            Symmetry::Mirror => "mirror",
            Symmetry::Diagonal => "diagonal",
        }
    }

    /// The image of cell `(r, c)` of an `n x n` grid under the generating
    /// map (the identity for [`Symmetry::None`]).
    pub fn image(self, n: usize, cell: usize) -> usize {
        let (r, c) = (cell / n, cell % n);
        let (r2, c2) = match self {
            Symmetry::None => (r, c),
            Symmetry::Rotate180 => (n - 1 - r, n - 1 - c),
            Symmetry::Rotate90 => (c, n - 1 - r),
            Symmetry::Mirror => (r, n - 1 - c),
            Symmetry::Diagonal => (c, r),
        };
        r2 * n + c2
    }

    /// The orbits of the cells of an `n x n` grid, each sorted, in order of
    /// their smallest cell. Every cell is in exactly one orbit.
    pub fn orbits(self, n: usize) -> Vec<Vec<usize>> {
        let mut seen = vec![false; n * n];
        let mut orbits = Vec::new();
        for start in 0..n * n {
            if seen[start] {
                continue;
            }
            let mut orbit = Vec::new();
            let mut cell = start;
            while !seen[cell] {
                seen[cell] = true;
                orbit.push(cell);
                cell = self.image(n, cell);
            }
            orbit.sort_unstable();
            orbits.push(orbit);
        }
        orbits
    }

    /// The orbit of `cell` on an `n x n` grid: the cell and its images
    /// under every map the symmetry generates, `cell` first.
    pub fn orbit_of(self, n: usize, cell: usize) -> Vec<usize> {
        let mut orbit = vec![cell];
        let mut next = self.image(n, cell);
        while next != cell {
            orbit.push(next);
            next = self.image(n, next);
        }
        orbit
    }

    /// Whether the cells holding a digit in `cells` (an `n x n` grid, 0 =
    /// empty) form a pattern with this symmetry.
    pub fn holds(self, n: usize, cells: &[u8]) -> bool {
        (0..n * n).all(|i| (cells[i] != 0) == (cells[self.image(n, i)] != 0))
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Symmetry {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let key = s.trim().to_ascii_lowercase();
        Symmetry::ALL
            .into_iter()
            .find(|sym| sym.name() == key)
            .ok_or_else(|| {
                format!(
                    "unknown symmetry '{s}' (valid: none, rotate180, rotate90, mirror, diagonal)"
                )
            })
    }
}
