//! The cell symmetries of a variant: every move built from the row, column,
//! band and stack permutations and the transposition (the moves the
//! isomorphic copies use) that maps every unit of the geometry onto a unit
//! (and every killer cage onto a cage of the same sum).
//! They form a group; together with the relabellings of the digits it is the
//! symmetry group under which grids are "essentially" the same.

pub use crate::isomorph::cell_symmetries;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Geometry;
    use crate::geometry::Variant;

    fn count(variant: Variant, n: usize) -> usize {
        let g = Geometry::for_variant(variant, n, None).unwrap();
        cell_symmetries(&g, 10_000_000).unwrap().len()
    }

    #[test]
    fn standard_moves_are_the_line_moves_and_transposition() {
        // (2!^2 * 2!)^2 * 2 for 4x4; 6x6 with 2x3 boxes cannot be transposed.
        assert_eq!(count(Variant::STANDARD, 4), 128);
        assert_eq!(count(Variant::STANDARD, 6), 72 * 48);
    }

    #[test]
    fn diagonals_and_windows_keep_fewer_moves() {
        let x = count(Variant::X, 4);
        let windoku = count(Variant::WINDOKU, 4);
        assert!(x < 128 && x > 1, "{x}");
        assert!(windoku < 128 && windoku > 1, "{windoku}");
    }

    #[test]
    fn every_move_maps_units_onto_units() {
        let g = Geometry::for_variant(Variant::WINDOKU_X, 4, None).unwrap();
        let moves = cell_symmetries(&g, 10_000).unwrap();
        assert_eq!(moves[0], (0..16).collect::<Vec<_>>());
        for m in moves {
            let t = crate::isomorph::Transform::new(4, m, &[1, 2, 3, 4]).unwrap();
            assert!(t.is_valid_for(&g));
        }
    }
}
