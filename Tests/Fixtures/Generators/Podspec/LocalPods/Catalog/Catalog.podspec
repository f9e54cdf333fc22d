# Hand-written fixture: a development pod named through a variable, built from subspecs, with its own module name.
pod_name = 'Catalog'
extra_pod = ENV['CATALOG_EXTRA_POD']

Pod::Spec.new do |spec|
  spec.name = pod_name
  spec.version = '1.2.0'
  spec.module_name = 'CatalogKit'
  spec.platforms = { :ios => '15.0', :tvos => '15.0' }
  spec.default_subspecs = 'Core'
  spec.dependency extra_pod if extra_pod

  spec.subspec 'Core' do |core|
    core.source_files = "#{spec.name}/Core/**/*.swift"
    core.dependency 'Networking'
  end

  spec.subspec 'UI' do |ui|
    ui.source_files = 'Catalog/UI/*.swift'
    ui.dependency "#{pod_name}/Core"
    ui.ios.dependency 'Kingfisher/Core', '~> 7.0'
  end

  spec.subspec 'Preview' do |preview|
    preview.source_files = 'Catalog/Preview/**/*.swift'
    preview.dependency 'SnapshotTesting'
  end
end
