# Hand-written fixture: a development pod with a test spec, a heredoc and a folder excluded.
Pod::Spec.new do |s|
  s.name         = 'Networking'
  s.version      = '0.3.0'
  s.summary      = 'HTTP client of the Shop app.'
  s.description  = <<-DESC
    The client every feature pod talks to. A line that says end
    end
    in a description closes no block.
  DESC
  s.homepage     = 'https://example.com/shop'
  s.license      = { :type => 'MIT' }
  s.author       = { 'Shop Team' => 'team@example.com' }
  s.source       = { :git => 'https://example.com/shop.git', :tag => s.version.to_s }
  s.ios.deployment_target = '15.0'
  s.swift_version = '5.9'

  s.source_files = [
    'Sources/**/*.swift',
  ]
  s.exclude_files = 'Sources/Legacy'
  s.dependency 'Alamofire', '~> 5.8'

  s.test_spec 'Tests' do |test_spec|
    test_spec.source_files = 'Tests/**/*.{swift}'
    test_spec.dependency 'OHHTTPStubs/Swift'
  end
end
