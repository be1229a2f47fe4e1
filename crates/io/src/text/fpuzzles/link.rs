//! f-puzzles and SudokuPad links: `https://f-puzzles.com/?load=<data>`,
//! `https://sudokupad.app/fpuzzles<data>` (also `?puzzleid=fpuzzles<data>`),
//! where `<data>` is the puzzle's JSON compressed with LZ-String's
//! `compressToBase64`.

/// The start of an f-puzzles link.
pub(super) const FPUZZLES: &str = "https://f-puzzles.com/?load=";
/// The start of a SudokuPad link to f-puzzles data.
pub(super) const SUDOKUPAD: &str = "https://sudokupad.app/fpuzzles";

/// The most characters of a link's data read: a puzzle's JSON compresses
/// to a few thousand (an empty 25x25 jigsaw to about 1,500), and the
/// decompressed text grows with the square of the data at worst.
const MAX_DATA: usize = 20_000;

/// The sites whose links we read, and what their links hold.
const F_PUZZLES_HOSTS: [&str; 2] = ["f-puzzles.com", "www.f-puzzles.com"];
const SUDOKUPAD_HOSTS: [&str; 3] = [
    "sudokupad.app",
    "crackingthecryptic.com",
    "sudokupad.svencodes.com",
];

/// Whether `text` (one line) is a link of f-puzzles or SudokuPad, read or
/// refused by [`data_of`].
pub(crate) fn is_link(text: &str) -> bool {
    host_and_rest(text.trim()).is_some()
}

/// The host (lower case) and what follows it, for a link to one of the
/// sites we read.
fn host_and_rest(link: &str) -> Option<(String, &str)> {
    let lower = link.get(..8.min(link.len()))?.to_ascii_lowercase();
    let rest = if lower.starts_with("https://") {
        &link[8..]
    } else if lower.starts_with("http://") {
        &link[7..]
    } else {
        link
    };
    let end = rest.find(['/', '?']).unwrap_or(rest.len());
    let host = rest[..end].to_ascii_lowercase();
    let ours = F_PUZZLES_HOSTS.contains(&host.as_str())
        || SUDOKUPAD_HOSTS
            .iter()
            .any(|h| host == *h || host.ends_with(&format!(".{h}")));
    ours.then(|| (host, &rest[end..]))
}

/// The puzzle's JSON in the link `link`, or why there is none.
pub(crate) fn json_of(link: &str) -> Result<String, String> {
    let data = data_of(link.trim())?;
    decompress(&data)
}

/// The compressed data of a link, cleaned of what copying a link does to
/// it (`+` turned to a space, `%2B` escapes).
fn data_of(link: &str) -> Result<String, String> {
    let (host, rest) = host_and_rest(link).ok_or_else(|| {
        "not an f-puzzles or SudokuPad link (https://f-puzzles.com/?load=... or \
         https://sudokupad.app/fpuzzles...)"
            .to_string()
    })?;
    let raw = if F_PUZZLES_HOSTS.contains(&host.as_str()) {
        query_value(rest, "load").ok_or_else(|| {
            "this f-puzzles link holds no puzzle: it has no '?load=' and the puzzle's data \
             after it; copy the link f-puzzles gives under 'Export'"
                .to_string()
        })?
    } else {
        let path = rest.trim_start_matches('/');
        let id = query_value(rest, "puzzleid").unwrap_or(path);
        let id = id.strip_prefix("sudoku/").unwrap_or(id);
        let id = id.strip_prefix("puzzle/").unwrap_or(id);
        id.strip_prefix("fpuzzles").ok_or_else(|| {
            "this SudokuPad link does not hold an f-puzzles puzzle (its address would \
             go on with 'fpuzzles'): it names a puzzle kept on SudokuPad's site or in \
             SudokuPad's own format, which sheetdoku cannot read; give the puzzle's \
             f-puzzles link instead"
                .to_string()
        })?
    };
    let raw = raw.split(['&', '#']).next().unwrap_or_default();
    let data = raw
        .replace("%2B", "+")
        .replace("%2b", "+")
        .replace("%2F", "/")
        .replace("%2f", "/")
        .replace("%3D", "=")
        .replace("%3d", "=")
        .replace(' ', "+");
    if data.is_empty() {
        return Err("the link ends where the puzzle's data should begin".to_string());
    }
    if let Some(c) = data
        .chars()
        .find(|&c| !(c.is_ascii_alphanumeric() || "+/=".contains(c)))
    {
        return Err(format!(
            "the puzzle's data in the link holds '{c}', which compressed data never holds; \
             copy the link again, whole"
        ));
    }
    if data.len() > MAX_DATA {
        return Err(format!(
            "the link's data is {} characters long; sheetdoku reads links of up to {} \
             (a puzzle with its rules takes a few thousand)",
            data.len(),
            MAX_DATA
        ));
    }
    Ok(data)
}

/// The value of `key=` in the query of `rest` (what follows a host).
fn query_value<'a>(rest: &'a str, key: &str) -> Option<&'a str> {
    let (_, query) = rest.split_once('?')?;
    query.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=')?;
        k.eq_ignore_ascii_case(key).then_some(v)
    })
}

/// The text LZ-String's `compressToBase64` made `data` from.
fn decompress(data: &str) -> Result<String, String> {
    let cut_short = || {
        "the puzzle's data in the link cannot be unpacked (the link may be cut short: \
         copy it again, whole)"
            .to_string()
    };
    let units = lz_str::decompress_from_base64(data).ok_or_else(cut_short)?;
    if units.is_empty() {
        return Err(cut_short());
    }
    String::from_utf16(&units).map_err(|_| cut_short())
}

/// `json` compressed as an f-puzzles link's data.
pub(super) fn compress(json: &str) -> String {
    lz_str::compress_to_base64(json)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_told_by_their_site() {
        assert!(is_link("https://f-puzzles.com/?load=N4Ig"));
        assert!(is_link("  http://www.f-puzzles.com/?load=N4Ig"));
        assert!(is_link("https://sudokupad.app/fpuzzlesN4Ig"));
        assert!(is_link("sudokupad.app/?puzzleid=fpuzzlesN4Ig"));
        assert!(is_link("https://beta.sudokupad.app/fpuzzlesN4Ig"));
        assert!(!is_link("https://example.com/?load=N4Ig"));
        assert!(!is_link("1..4.4..2..3..1."));
        assert!(!is_link("notsudokupad.app/x"));
    }

    #[test]
    fn the_data_of_each_form_of_link_unpacks_to_the_same_json() {
        let json = r#"{"size":4,"grid":[]}"#;
        let data = compress(json);
        for link in [
            format!("{FPUZZLES}{data}"),
            format!("https://f-puzzles.com/?load={data}&solve=1"),
            format!("{SUDOKUPAD}{data}"),
            format!("https://sudokupad.app/?puzzleid=fpuzzles{data}"),
            format!("https://sudokupad.app/fpuzzles{}", data.replace('+', "%2B")),
            format!("{FPUZZLES}{}", data.replace('+', " ")),
        ] {
            assert_eq!(json_of(&link).as_deref(), Ok(json), "{link}");
        }
    }

    #[test]
    fn a_link_without_data_says_what_it_lacks() {
        let e = json_of("https://f-puzzles.com/").unwrap_err();
        assert!(e.contains("no '?load='"), "{e}");
        let e = json_of("https://sudokupad.app/abc123xyz").unwrap_err();
        assert!(e.contains("does not hold an f-puzzles puzzle"), "{e}");
        let e = json_of("https://sudokupad.app/fpuzzles").unwrap_err();
        assert!(e.contains("ends where"), "{e}");
        let e = json_of("https://f-puzzles.com/?load=N4Ig*x").unwrap_err();
        assert!(e.contains("holds '*'"), "{e}");
        let e = json_of("https://f-puzzles.com/?load=N4IgzglgXp").unwrap_err();
        assert!(e.contains("cannot be unpacked"), "{e}");
        let long = format!("{FPUZZLES}{}", "A".repeat(MAX_DATA + 1));
        assert!(json_of(&long).unwrap_err().contains("up to 20000"));
    }
}
