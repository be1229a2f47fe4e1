//! Block maps and variants that do not fit the grid: regions of the
//! wrong size, bad map cells, a variant the size does not allow.

use rust_xlsxwriter::Workbook;
use sheetdoku::read::read_puzzle;
use sheetdoku::Variant;
use tempfile::TempDir;

use super::common::*;
use crate::support::*;

#[test]
fn a_block_map_with_a_region_of_eight_and_one_of_ten() {
    let dir = TempDir::new().unwrap();
    let path = workbook(dir.path(), "eight-ten.xlsx", |wb| {
        let ws = wb.add_worksheet();
        ws.set_name("B").unwrap();
        let mut map = standard_blocks();
        map[2] = "111222233"; // D3 leaves region 3 for region 2
        put_labels(ws, 0, 0, &map);
    });
    assert_eq!(
        message(&path),
        format!(
            "{}, sheet 'B', range A1:I9: the block map is not a partition into 9 regions of 9 cells: \
             region 2 has 10 cells (D1, E1, F1, D2, E2, F2, D3, E3, F3, G3); \
             region 3 has 8 cells (G1, H1, I1, G2, H2, I2, H3, I3)",
            path.display()
        )
    );
}

#[test]
fn block_map_errors_name_the_maps_own_cells() {
    let dir = TempDir::new().unwrap();
    let cases = [
        // L2 (region 1) and L5 (region 4) swapped: L2 is cut off from region 4.
        (
            vec!["411222333", "111222333", "111222333", "144555666", "444555666", "444555666", "777888999", "777888999", "777888999"],
            "region 4 of the block map is not connected: M5, N5, L6, M6, N6, L7, M7, N7 is cut off from L2",
        ),
        (
            vec!["111222333", "111222333", "111222333", "111555666", "444555666", "444555666", "777888999", "777888999", "777888999"],
            "the block map is not a partition into 9 regions of 9 cells: region 1 has 12 cells (L2, M2, N2, L3, M3, N3, L4, M4, N4, L5, M5, N5); region 4 has 6 cells (L6, M6, N6, L7, M7, N7)",
        ),
    ];
    for (i, (map, want)) in cases.into_iter().enumerate() {
        let path = teacher(dir.path(), &format!("map{i}.xlsx"), |ws| {
            ws.write_string(0, 1, "A").unwrap();
            ws.write_string(0, 11, "B").unwrap();
            put_labels(ws, 1, 11, &map);
        });
        assert_eq!(
            message_with(&path, &opts()),
            format!("{}, sheet 'Sheet1', range L2:T10: {want}", path.display())
        );
    }
    // Extra regions of the wrong size, on their own sheet B2.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("A").unwrap();
    put(ws, 0, 0, &rows_of(MATLAB), false);
    let ws = wb.add_worksheet();
    ws.set_name("B2").unwrap();
    let mut extra = windoku_extra();
    extra[1] = "011002220";
    put_labels(ws, 0, 0, &extra);
    let path = save(wb, dir.path(), "extra.xlsx");
    assert_eq!(
        message_with(&path, &opts()),
        format!(
            "{}, sheet 'B2', range A1:I9: extra region 1 has 8 cells (B2, C2, B3, C3, D3, B4, C4, D4), every extra region must have 9",
            path.display()
        )
    );
}

#[test]
fn variants_that_do_not_fit() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("A").unwrap();
    put(
        ws,
        0,
        0,
        &rows_of("1......2......3......4......5......6"),
        false,
    );
    let path = save(wb, dir.path(), "six.xlsx");
    let with = |v| opts().with_variant(Some(v));
    assert_eq!(
        message_with(&path, &with(Variant::WINDOKU)),
        format!(
            "{}, sheet 'A': Windoku needs square boxes (4x4, 9x9, 16x16, 25x25), not 6x6",
            path.display()
        )
    );
    assert_eq!(
        message_with(&path, &with(Variant::JIGSAW_X)),
        format!(
            "{}, sheet 'A': the jigsaw-x variant needs a block map: give the block map (sheet B or a table labelled B)",
            path.display()
        )
    );
    let huge = opts().with_size(Some(0));
    assert_eq!(
        message_with(&path, &huge),
        "a 0x0 grid is not supported (sizes 4 to 25)"
    );
    // Diagonals fit any grid.
    assert!(read_puzzle(&path, &with(Variant::X))
        .unwrap()
        .geometry
        .has_diagonals());
}

/// The same block map errors in the teacher's language: a Slovak teacher
/// reads which region has how many cells, with the plural her language
/// uses.
#[test]
fn a_block_map_error_is_told_in_slovak() {
    let dir = TempDir::new().unwrap();
    let path = workbook(dir.path(), "mapa.xlsx", |wb| {
        let ws = wb.add_worksheet();
        ws.set_name("B").unwrap();
        let mut map = standard_blocks();
        map[2] = "111222233";
        put_labels(ws, 0, 0, &map);
    });
    let said = sheetdoku::with_language(sheetdoku::Lang::Sk, || message(&path));
    assert!(
        said.ends_with(
            "mapa blokov nedelí mriežku na 9 oblastí po 9 políčok: \
             oblasť 2 má 10 políčok (D1, E1, F1, D2, E2, F2, D3, E3, F3, G3); \
             oblasť 3 má 8 políčok (G1, H1, I1, G2, H2, I2, H3, I3)"
        ),
        "{said}"
    );
    let said = sheetdoku::with_language(sheetdoku::Lang::Sk, || {
        sheetdoku::Geometry::for_variant(Variant::WINDOKU, 6, None)
            .unwrap_err()
            .to_string()
    });
    assert_eq!(
        said,
        "Windoku potrebuje štvorcové bloky (4x4, 9x9, 16x16, 25x25), nie 6x6"
    );
}
