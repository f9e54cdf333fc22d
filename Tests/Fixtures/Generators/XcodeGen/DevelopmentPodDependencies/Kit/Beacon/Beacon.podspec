Pod::Spec.new do |s|
  s.name     = 'Beacon'
  s.version  = '1.2.0'
  s.summary  = 'Signals between screens.'
  s.source   = { :git => 'https://example.com/beacon.git', :tag => s.version.to_s }
  s.ios.deployment_target = '15.0'
  s.source_files = 'Sources/Beacon/*.swift'
  s.dependency 'Relay', '~> 2.0'
  s.dependency 'Tally/Core', '~> 1.0'
end
