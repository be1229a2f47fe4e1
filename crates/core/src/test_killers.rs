//! Killer puzzles made for the tests: cages drawn over a known grid, kept
//! when the engine found that grid the only solution (then checked by the
//! BLP and Peško's cut in `blp/tests/killer.rs`).

use crate::geometry::{Cage, Constraint, Geometry};
use crate::grid::Grid;

/// A killer: its size, cages as (sum, cells in A1 names) and its solution.
pub(crate) struct Killer {
    pub n: usize,
    pub cages: &'static [(u32, &'static [&'static str])],
    pub solution: &'static str,
}

/// A 4x4 over 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1, no givens.
pub(crate) const KILLER4: Killer = Killer {
    n: 4,
    cages: &[
        (1, &["A1"]),
        (7, &["B1", "B2", "B3"]),
        (8, &["C1", "D1", "C2"]),
        (9, &["A2", "A3", "A4"]),
        (5, &["D2", "D3"]),
        (4, &["C3"]),
        (5, &["B4", "C4"]),
        (1, &["D4"]),
    ],
    solution: "1234341221434321",
};

/// A 9x9 over the grid of Table 5 of Peško's paper (read as a standard
/// Sudoku), 30 cages, no givens.
pub(crate) const KILLER9: Killer = Killer {
    n: 9,
    cages: &[
        (6, &["A1", "A2"]),
        (6, &["B1", "B2"]),
        (12, &["C1", "D1"]),
        (24, &["E1", "F1", "E2", "E3"]),
        (29, &["G1", "H1", "H2", "I2"]),
        (4, &["I1"]),
        (6, &["C2"]),
        (14, &["D2", "D3", "D4"]),
        (18, &["F2", "G2", "F3", "G3"]),
        (9, &["A3", "A4", "A5"]),
        (20, &["B3", "C3", "B4", "C4"]),
        (7, &["H3", "I3"]),
        (8, &["E4", "E5"]),
        (20, &["F4", "G4", "G5"]),
        (17, &["H4", "I4", "H5"]),
        (31, &["B5", "C5", "B6", "A7", "B7"]),
        (15, &["D5", "D6", "D7"]),
        (6, &["F5"]),
        (17, &["I5", "I6", "I7", "I8"]),
        (6, &["A6"]),
        (8, &["C6", "C7"]),
        (9, &["E6", "E7"]),
        (22, &["F6", "G6", "F7", "G7"]),
        (17, &["H6", "H7", "H8"]),
        (23, &["A8", "B8", "C8", "A9"]),
        (15, &["D8", "E8", "F8", "G8"]),
        (11, &["B9", "C9"]),
        (15, &["D9", "E9"]),
        (3, &["F9", "G9"]),
        (7, &["H9", "I9"]),
    ],
    solution: "219367854456128397378495216523914768184276935697853421731549682842631579965782143",
};

/// A 9x9 killer of 21 cages (several of six and seven cells), no givens,
/// that the presolve (propagation and probing) does not finish: 72 cells
/// stay open, so a search decides it. Made by merging the neighbouring
/// cages of a random grid's small cages while the engine found the grid
/// the only solution (`bench/hard_killers.py`).
pub(crate) const KILLER9_SEARCH: Killer = Killer {
    n: 9,
    cages: &[
        (24, &["A1", "A2", "A3"]),
        (1, &["D6"]),
        (12, &["C6", "C7", "D7"]),
        (2, &["H6"]),
        (4, &["I2"]),
        (8, &["F2"]),
        (19, &["C1", "D1", "C2", "C3"]),
        (24, &["I6", "I7", "G8", "H8", "I8"]),
        (11, &["B1", "B2", "B3"]),
        (30, &["A4", "B4", "C4", "D4", "C5", "D5"]),
        (4, &["F7", "F8"]),
        (38, &["E4", "E5", "F5", "E6", "E7", "D8", "E8"]),
        (36, &["D2", "D3", "E3", "F3", "G3", "H3", "I3"]),
        (22, &["A8", "B8", "C8"]),
        (9, &["E1", "F1", "E2"]),
        (27, &["A9", "B9", "C9", "D9", "E9"]),
        (29, &["A5", "B5", "A6", "B6", "A7", "B7"]),
        (38, &["F4", "G4", "G5", "F6", "G6", "G7", "H7"]),
        (24, &["G1", "H1", "I1", "G2", "H2"]),
        (18, &["F9", "G9", "H9", "I9"]),
        (25, &["H4", "I4", "H5", "I5"]),
    ],
    solution: "745962813962318754813745269531824697287639145496157328154273986679481532328596471",
};

impl Killer {
    /// The cages as the geometry's rules.
    pub fn cages(&self) -> Vec<Cage> {
        self.cages
            .iter()
            .map(|(sum, names)| {
                let mut cells: Vec<usize> = names.iter().map(|a1| self.cell(a1)).collect();
                cells.sort_unstable();
                Cage::new(cells, *sum)
            })
            .collect()
    }

    /// The standard geometry with the cages.
    pub fn geometry(&self) -> Geometry {
        self.cages()
            .into_iter()
            .fold(Geometry::standard(self.n).unwrap(), |g, cage| {
                g.with_constraint(Constraint::Cage(cage)).unwrap()
            })
    }

    /// The solution.
    pub fn solution(&self) -> Grid {
        Grid::parse_line(self.solution).unwrap()
    }

    fn cell(&self, a1: &str) -> usize {
        let col = usize::from(a1.as_bytes()[0] - b'A');
        let row: usize = a1[1..].parse().unwrap();
        (row - 1) * self.n + col
    }
}
