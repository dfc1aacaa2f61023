//! QR codes as inline SVG, made on the server: the tournament's public
//! address on the hall screen and on printed pairing lists, for phones to
//! scan. Pure: text in, markup out.

use qrcodegen::{QrCode, QrCodeEcc};
use std::fmt::Write;

/// The light margin around the symbol, in modules (ISO/IEC 18004 asks for 4).
pub const QUIET_ZONE: usize = 4;

/// A QR symbol's modules, row by row; `true` is dark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symbol {
    size: usize,
    dark: Vec<bool>,
}

impl Symbol {
    /// Encodes `text` (error correction level M, 15 %); `None` when it is too
    /// long for any QR version.
    pub fn encode(text: &str) -> Option<Symbol> {
        let code = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
        let size = code.size();
        let dark = (0..size).flat_map(|y| (0..size).map(move |x| (x, y))).map(|(x, y)| code.get_module(x, y)).collect();
        Some(Symbol { size: size as usize, dark })
    }

    /// Modules per side, without the quiet zone (21 for version 1, 4 more per version).
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether the module in column `x`, row `y` is dark.
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.size && y < self.size && self.dark[y * self.size + x]
    }

    /// The symbol as one SVG path of horizontal runs of dark modules on a
    /// white square with the quiet zone, one user unit per module (the page
    /// sizes it); `label` is its accessible name.
    pub fn svg(&self, label: &str) -> String {
        let side = self.size + 2 * QUIET_ZONE;
        let label = escape(label);
        let mut svg = format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" class="qr" viewBox="0 0 {side} {side}" role="img" aria-label="{label}" shape-rendering="crispEdges"><title>{label}</title><rect width="{side}" height="{side}" fill="#fff"/><path fill="#000" d=""##
        );
        for y in 0..self.size {
            let mut x = 0;
            while x < self.size {
                if !self.is_dark(x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while self.is_dark(x, y) {
                    x += 1;
                }
                let (left, top, run) = (start + QUIET_ZONE, y + QUIET_ZONE, x - start);
                // Writing to a String cannot fail.
                let _ = write!(svg, "M{left} {top}h{run}v1h-{run}z");
            }
        }
        svg.push_str(r#""/></svg>"#);
        svg
    }
}

/// `text` as a QR code in SVG (see [`Symbol::svg`]), or `None` when too long to encode.
pub fn svg(text: &str, label: &str) -> Option<String> {
    Symbol::encode(text).map(|s| s.svg(label))
}

/// Text made safe inside an XML attribute or element.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const URL: &str = "https://chess.example.org/t/42";

    /// The dark modules the SVG path draws, in symbol coordinates.
    fn drawn(svg: &str, size: usize) -> Vec<bool> {
        let d = svg.split(r#" d=""#).nth(1).and_then(|rest| rest.split('"').next()).expect("a path");
        let mut dark = vec![false; size * size];
        for run in d.split('M').filter(|r| !r.is_empty()) {
            let (at, rest) = run.split_once('h').expect("a run");
            let (x, y) = at.split_once(' ').expect("x y");
            let (x, y): (usize, usize) = (x.parse().unwrap(), y.parse().unwrap());
            let width: usize = rest.split('v').next().unwrap().parse().unwrap();
            assert!(x >= QUIET_ZONE && y >= QUIET_ZONE && x + width <= size + QUIET_ZONE, "inside the quiet zone");
            for col in x..x + width {
                dark[(y - QUIET_ZONE) * size + col - QUIET_ZONE] = true;
            }
        }
        dark
    }

    /// Whether a 7×7 finder pattern (dark ring, light ring, dark 3×3 core)
    /// with its light separator has its top-left corner at (`x`, `y`).
    fn finder_at(s: &Symbol, x: usize, y: usize) -> bool {
        (0..7).all(|dy| {
            (0..7).all(|dx| {
                let ring = dx.min(dy).min(6 - dx).min(6 - dy);
                s.is_dark(x + dx, y + dy) == (ring != 1)
            })
        })
    }

    #[test]
    fn the_path_draws_exactly_the_dark_modules_inside_the_quiet_zone() {
        let s = Symbol::encode(URL).unwrap();
        let svg = s.svg("QR");
        assert_eq!(drawn(&svg, s.size()), s.dark);
        let side = s.size() + 2 * QUIET_ZONE;
        assert!(svg.contains(&format!(r#"viewBox="0 0 {side} {side}""#)), "{svg}");
        assert!(svg.contains(&format!(r##"<rect width="{side}" height="{side}" fill="#fff"/>"##)), "light background");
    }

    #[test]
    fn finder_patterns_sit_in_three_corners_only() {
        let s = Symbol::encode(URL).unwrap();
        let far = s.size() - 7;
        assert!(finder_at(&s, 0, 0) && finder_at(&s, far, 0) && finder_at(&s, 0, far));
        assert!(!finder_at(&s, far, far), "the bottom right corner has none");
        // Separators: the light row and column next to each finder.
        assert!((0..8).all(|k| !s.is_dark(7, k) && !s.is_dark(k, 7)));
        assert!((0..8).all(|k| !s.is_dark(far - 1, k) && !s.is_dark(s.size() - 1 - k, 7)));
    }

    #[test]
    fn longer_text_needs_a_larger_symbol() {
        let sizes: Vec<usize> = [1, 60, 300].iter().map(|&n| Symbol::encode(&"a".repeat(n)).unwrap().size()).collect();
        assert_eq!(sizes[0], 21, "version 1");
        assert!(sizes[0] < sizes[1] && sizes[1] < sizes[2], "{sizes:?}");
        assert!(sizes.iter().all(|s| (s - 17) % 4 == 0), "4 modules more per version: {sizes:?}");
    }

    #[test]
    fn the_same_text_gives_the_same_svg() {
        assert_eq!(svg(URL, "QR"), svg(URL, "QR"));
        assert_ne!(svg(URL, "QR"), svg("https://chess.example.org/t/43", "QR"));
    }

    #[test]
    fn the_label_names_the_image_and_is_escaped() {
        let svg = svg(URL, r#"Scan <me> & "go""#).unwrap();
        assert!(svg.contains(r#"role="img" aria-label="Scan &lt;me&gt; &amp; &quot;go&quot;""#), "{svg}");
        assert!(svg.contains("<title>Scan &lt;me&gt; &amp; &quot;go&quot;</title>"));
        assert!(!svg.contains("<me>"));
    }

    #[test]
    fn text_too_long_for_any_version_is_refused() {
        assert!(Symbol::encode(&"x".repeat(3000)).is_none());
        assert!(svg(&"x".repeat(3000), "QR").is_none());
    }
}
