//! Tests of the engine on every variant and size, with an independent naive
//! counter as the oracle on small grids.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::check::is_solution;
use crate::engine::*;
use crate::geometry::{box_shape, Blocks, Diagonals, Variant};

/// Windoku, Table 5 of Peško's paper.
const TABLE5_WINDOKU: &str =
    "219367854456128397378495216523914768184276935697853421731549682842631579965782143";
/// Windoku X, Table 6 of Peško's paper.
const TABLE6_WINDOKU_X: &str =
    "123456789548279613679318524216597438397184256854632971782961345931745862465823197";

/// A 5x5 jigsaw map constructed for these tests (5 has no box shape).
const JIGSAW5: [u32; 25] = [
    1, 1, 1, 2, 2, //
    1, 3, 1, 2, 2, //
    3, 3, 3, 4, 2, //
    3, 5, 4, 4, 4, //
    5, 5, 5, 5, 4, //
];

/// A 6x6 jigsaw map constructed for these tests.
const JIGSAW6: [u32; 36] = [
    1, 1, 1, 2, 2, 2, //
    1, 1, 3, 3, 2, 2, //
    1, 3, 3, 4, 4, 2, //
    5, 5, 3, 3, 4, 4, //
    5, 5, 6, 6, 6, 4, //
    5, 5, 6, 6, 6, 4, //
];

/// A 6x6 jigsaw map that admits both diagonals: the 2x3 boxes with the
/// cells C1 and A2 of the top two boxes swapped (found with the engine).
const JIGSAW6_X: [u32; 36] = [
    1, 1, 2, 2, 2, 2, //
    1, 1, 1, 1, 2, 2, //
    3, 3, 3, 4, 4, 4, //
    3, 3, 3, 4, 4, 4, //
    5, 5, 5, 6, 6, 6, //
    5, 5, 5, 6, 6, 6, //
];

/// The pattern grid `(r*bc + r/br + c) % n + 1` for boxes `br x bc`.
fn pattern(n: usize) -> Grid {
    let (br, bc) = box_shape(n).unwrap();
    let cells = (0..n * n)
        .map(|i| {
            let (r, c) = (i / n, i % n);
            ((r * bc + r / br + c) % n + 1) as u8
        })
        .collect();
    Grid::from_cells(n, cells).unwrap()
}

/// Blanks every cell whose index hashes below `percent` (deterministic).
fn blank(full: &Grid, percent: u64, salt: u64) -> Grid {
    let mut g = full.clone();
    for cell in 0..full.cells().len() {
        let h = (cell as u64 + 1)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(salt.wrapping_mul(0xD1B5_4A32_D192_ED03));
        if (h >> 33) % 100 < percent {
            g.set(cell, 0);
        }
    }
    g
}

/// Counts every completion by plain backtracking over cells in order,
/// checking each digit against the peers: slow, obviously right.
fn naive_count(g: &Geometry, givens: &Grid) -> u64 {
    fn go(g: &Geometry, peers: &[Vec<usize>], grid: &mut Grid, cell: usize) -> u64 {
        let n = g.size();
        if cell == n * n {
            return 1;
        }
        if grid.get(cell) != 0 {
            return go(g, peers, grid, cell + 1);
        }
        let mut total = 0;
        for d in 1..=n as u8 {
            if peers[cell].iter().all(|&p| grid.get(p) != d) {
                grid.set(cell, d);
                total += go(g, peers, grid, cell + 1);
                grid.set(cell, 0);
            }
        }
        total
    }
    let n = g.size();
    let peers: Vec<Vec<usize>> = (0..n * n).map(|c| g.peers(c)).collect();
    let clash = (0..n * n)
        .any(|c| givens.get(c) != 0 && peers[c].iter().any(|&p| givens.get(p) == givens.get(c)));
    if clash {
        return 0;
    }
    go(g, &peers, &mut givens.clone(), 0)
}

fn jigsaw(n: usize, map: &[u32], diagonals: Diagonals) -> Geometry {
    Geometry::from_block_map(n, map)
        .unwrap()
        .with_diagonals(diagonals)
}

/// Every variant geometry we test, with a name.
pub(super) fn all_geometries() -> Vec<(String, Geometry)> {
    let mut out = Vec::new();
    for n in [4, 6, 8, 9, 12, 16, 25] {
        out.push((format!("standard {n}"), Geometry::standard(n).unwrap()));
    }
    for n in [4, 9, 16] {
        for v in [Variant::X, Variant::WINDOKU, Variant::WINDOKU_X] {
            out.push((
                format!("{v} {n}"),
                Geometry::for_variant(v, n, None).unwrap(),
            ));
        }
    }
    out.push((
        "x 25".into(),
        Geometry::for_variant(Variant::X, 25, None).unwrap(),
    ));
    out.push((
        "windoku-x 25".into(),
        Geometry::for_variant(Variant::WINDOKU_X, 25, None).unwrap(),
    ));
    out.push(("jigsaw 5".into(), jigsaw(5, &JIGSAW5, Diagonals::None)));
    out.push(("jigsaw 6".into(), jigsaw(6, &JIGSAW6, Diagonals::None)));
    out.push((
        "jigsaw 6 (second map)".into(),
        jigsaw(6, &JIGSAW6_X, Diagonals::None),
    ));
    out.push(("jigsaw-x 6".into(), jigsaw(6, &JIGSAW6_X, Diagonals::Both)));
    out
}

#[test]
fn small_counts_match_a_naive_counter() {
    let cases = [
        Geometry::standard(4).unwrap(),
        Geometry::for_variant(Variant::X, 4, None).unwrap(),
        Geometry::for_variant(Variant::WINDOKU, 4, None).unwrap(),
        Geometry::for_variant(Variant::WINDOKU_X, 4, None).unwrap(),
        jigsaw(5, &JIGSAW5, Diagonals::None),
        jigsaw(5, &JIGSAW5, Diagonals::Both),
    ];
    for g in &cases {
        let n = g.size();
        let expected = naive_count(g, &Grid::empty(n));
        assert_eq!(
            count_solutions(g, &Grid::empty(n), u64::MAX).unwrap(),
            Count::Exact(expected)
        );
        let mut rng = ChaCha8Rng::seed_from_u64(n as u64);
        if let Some(full) = random_solution(g, &Grid::empty(n), &mut rng).unwrap() {
            for salt in 0..5 {
                let givens = blank(&full, 70, salt);
                let expected = naive_count(g, &givens);
                assert!(expected >= 1);
                assert_eq!(
                    count_solutions(g, &givens, u64::MAX).unwrap(),
                    Count::Exact(expected)
                );
            }
        } else {
            assert_eq!(expected, 0);
        }
    }
    // 4x4 standard has 288 grids.
    assert_eq!(
        count_solutions(&cases[0], &Grid::empty(4), 1000).unwrap(),
        Count::Exact(288)
    );
}

#[test]
fn jigsaw_maps_have_solutions_found_by_the_engine() {
    let maps: [(usize, &[u32], Diagonals); 3] = [
        (5, &JIGSAW5, Diagonals::None),
        (6, &JIGSAW6, Diagonals::None),
        (6, &JIGSAW6_X, Diagonals::Both),
    ];
    for (n, map, diagonals) in maps {
        let g = jigsaw(n, map, diagonals);
        assert!(g.box_shape().is_none() && g.variant().blocks == Blocks::Jigsaw);
        assert_eq!(g.variant().diagonals, diagonals);
        let empty = Grid::empty(n);
        let full = solve_native(&g, &empty)
            .unwrap()
            .expect("the map admits a solution");
        assert!(is_solution(&g, &empty, &full).unwrap());
        for salt in 0..3 {
            let givens = blank(&full, 50, salt);
            let s = solve_native(&g, &givens).unwrap().unwrap();
            assert!(is_solution(&g, &givens, &s).unwrap());
            assert!(count_solutions(&g, &givens, 100).unwrap().found() >= 1);
        }
    }
    // Some maps admit no diagonals at all: a value, not a failure.
    for (n, map) in [(5, &JIGSAW5[..]), (6, &JIGSAW6[..])] {
        let g = jigsaw(n, map, Diagonals::Both);
        assert_eq!(
            count_solutions(&g, &Grid::empty(n), 10).unwrap(),
            Count::Exact(0)
        );
        assert_eq!(solve_native(&g, &Grid::empty(n)).unwrap(), None);
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        assert_eq!(
            random_solution(&g, &Grid::empty(n), &mut rng).unwrap(),
            None
        );
    }
    assert_eq!(
        naive_count(&jigsaw(5, &JIGSAW5, Diagonals::Both), &Grid::empty(5)),
        0
    );
}

#[test]
fn windoku_tables_of_the_paper_with_cells_blanked() {
    for (variant, line) in [
        (Variant::WINDOKU, TABLE5_WINDOKU),
        (Variant::WINDOKU_X, TABLE6_WINDOKU_X),
    ] {
        let g = Geometry::for_variant(variant, 9, None).unwrap();
        let full = Grid::parse_line(line).unwrap();
        assert_eq!(count_solutions(&g, &full, 2).unwrap(), Count::Exact(1));
        for (percent, salt) in [(40, 1), (55, 2), (65, 3)] {
            let givens = blank(&full, percent, salt);
            let count = count_solutions(&g, &givens, 1000).unwrap();
            assert!(count.found() >= 1, "{variant}: {count}");
            match solutions_up_to_two(&g, &givens).unwrap() {
                Solutions::Unique(s) => {
                    assert_eq!(s, full);
                    assert_eq!(count, Count::Exact(1));
                }
                Solutions::Multiple(a, b) => {
                    assert!(
                        a != b
                            && is_solution(&g, &givens, &a).unwrap()
                            && is_solution(&g, &givens, &b).unwrap()
                    );
                }
                Solutions::None => panic!("{variant}: no solution"),
            }
        }
    }
    // Table 5 is not a Windoku X: with its cells given, that variant has none.
    let wx = Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap();
    let t5 = Grid::parse_line(TABLE5_WINDOKU).unwrap();
    assert_eq!(count_solutions(&wx, &t5, 2).unwrap(), Count::Exact(0));
    assert_eq!(
        count_solutions(&wx, &blank(&t5, 30, 9), 2).unwrap(),
        Count::Exact(0)
    );
}

#[test]
fn sudoku_x_with_cells_blanked() {
    let g = Geometry::for_variant(Variant::X, 9, None).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(96);
    let full = random_solution(&g, &Grid::empty(9), &mut rng)
        .unwrap()
        .unwrap();
    assert!(is_solution(&g, &Grid::empty(9), &full).unwrap());
    for salt in 0..4 {
        let givens = blank(&full, 60, salt);
        let (Solutions::Unique(s) | Solutions::Multiple(s, _)) =
            solutions_up_to_two(&g, &givens).unwrap()
        else {
            panic!("no solution");
        };
        assert!(is_solution(&g, &givens, &s).unwrap());
    }
    // The standard pattern grid breaks the diagonals: no X solution keeps it.
    assert_eq!(
        count_solutions(&g, &pattern(9), 2).unwrap(),
        Count::Exact(0)
    );
}

#[test]
fn pattern_grids_of_every_size_with_cells_blanked() {
    for n in [4, 6, 8, 9, 12, 16, 25] {
        let g = Geometry::standard(n).unwrap();
        let full = pattern(n);
        assert!(
            is_solution(&g, &Grid::empty(n), &full).unwrap(),
            "pattern {n}"
        );
        assert_eq!(count_solutions(&g, &full, 2).unwrap(), Count::Exact(1));
        // Half the cells blank is easy up to 16x16; a 25x25 Latin square
        // with about half its cells open sits at the hardness peak of
        // quasigroup completion, where search can take minutes.
        let most = if n >= 25 { 40 } else { 50 };
        for (percent, salt) in [(30, 1), (most, 2)] {
            let givens = blank(&full, percent, salt);
            match solutions_up_to_two(&g, &givens).unwrap() {
                Solutions::Unique(s) => assert_eq!(s, full, "size {n}"),
                Solutions::Multiple(a, b) => {
                    assert!(a != b, "size {n}");
                    assert!(
                        is_solution(&g, &givens, &a).unwrap()
                            && is_solution(&g, &givens, &b).unwrap()
                    );
                }
                Solutions::None => panic!("size {n}: no solution"),
            }
            let c = propagate(&g, &givens, Propagation::LockedCandidates)
                .unwrap()
                .unwrap();
            assert!(c.to_grid().keeps(&givens));
            assert!((0..n * n).all(|cell| c.allows(cell, full.get(cell))));
        }
    }
}

#[test]
fn random_solutions_of_every_variant() {
    for (name, g) in all_geometries() {
        let n = g.size();
        let empty = Grid::empty(n);
        let draw =
            |seed| random_solution(&g, &empty, &mut ChaCha8Rng::seed_from_u64(seed)).unwrap();
        let a = draw(11).unwrap_or_else(|| panic!("{name}: no random solution"));
        assert!(is_solution(&g, &empty, &a).unwrap(), "{name}");
        assert_eq!(draw(11), Some(a), "{name}: same seed, different grid");
    }
}

#[test]
fn clashing_givens_in_every_variant() {
    for (name, g) in all_geometries() {
        let n = g.size();
        // Clash along the last unit (a diagonal, extra region or block).
        let unit = g.units().last().unwrap();
        let mut givens = Grid::empty(n);
        givens.set(unit.cells[0], 1);
        givens.set(unit.cells[n - 1], 1);
        assert_eq!(
            propagate(&g, &givens, Propagation::LockedCandidates).unwrap(),
            None,
            "{name}"
        );
        assert_eq!(
            count_solutions(&g, &givens, 5).unwrap(),
            Count::Exact(0),
            "{name}"
        );
        assert_eq!(solve_native(&g, &givens).unwrap(), None, "{name}");
    }
}
