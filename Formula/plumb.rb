# Homebrew formula: the universal macOS binary of a release (no compile), or plumb built from source with
# `brew install --HEAD plumb`. Graphviz is a dependency for drawing (plumb opens its library at run time).
# The release workflow (.github/workflows/release.yml) publishes the archive and its SHA-256; bump `version`,
# `url` and `sha256` together with each tag (the SHA-256 is the archive's .sha256 file from the release).
class Plumb < Formula
  desc "Architecture linter and dependency-graph analyser for Swift and iOS codebases"
  homepage "https://github.com/OWNER/plumb"
  version "0.1.5"

  on_macos do
    url "https://github.com/OWNER/plumb/releases/download/#{version}/plumb-#{version}-universal-apple-macosx.tar.gz"
    sha256 "REPLACE_WITH_THE_RELEASE_SHA256"
  end

  on_linux do
    on_intel do
      url "https://github.com/OWNER/plumb/releases/download/#{version}/plumb-#{version}-x86_64-unknown-linux-gnu.tar.gz"
      sha256 "REPLACE_WITH_THE_RELEASE_SHA256"
    end
    on_arm do
      url "https://github.com/OWNER/plumb/releases/download/#{version}/plumb-#{version}-aarch64-unknown-linux-gnu.tar.gz"
      sha256 "REPLACE_WITH_THE_RELEASE_SHA256"
    end
  end

  head do
    url "https://github.com/OWNER/plumb.git", branch: "main"
    depends_on xcode: ["16.0", :build] if OS.mac?
  end

  depends_on "graphviz"

  def install
    if build.head?
      system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "plumb"
      bin.install ".build/release/plumb"
      generate_completions_from_executable(bin/"plumb", "--generate-completion-script")
    else
      bin.install "bin/plumb"
      man1.install "share/man/man1/plumb.1"
      bash_completion.install "share/bash-completion/completions/plumb"
      zsh_completion.install "share/zsh/site-functions/_plumb"
      fish_completion.install "share/fish/vendor_completions.d/plumb.fish"
    end
  end

  test do
    assert_match "plumb #{version}", shell_output("#{bin}/plumb --version")
    (testpath/"Package.swift").write <<~SWIFT
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Demo", targets: [.target(name: "Demo")])
    SWIFT
    (testpath/"Sources/Demo/Demo.swift").write "public struct Demo {}\n"
    assert_match "Demo", shell_output("#{bin}/plumb graph #{testpath} --format mermaid")
    assert_match "<svg", shell_output("#{bin}/plumb graph #{testpath} --format svg")
  end
end
